import { TAG_NAME_MAX_LENGTH } from '@fokus/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The counter appears when this few characters are left. */
const COUNTER_FROM = 10;

interface TagNameInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Why the name cannot be saved, shown under the field; null when it can. */
  problem: string | null;
  describedById: string;
}

/**
 * A tag name field: it never cuts what is typed; as the limit nears it counts the characters left,
 * and a name that cannot be saved says why, right under it.
 */
export function TagNameInput({
  value,
  onValueChange,
  problem,
  describedById,
  className,
  ...props
}: TagNameInputProps) {
  const { t } = useTranslation('tags');
  const left = TAG_NAME_MAX_LENGTH - value.trim().length;
  return (
    <div className="grid min-w-0 gap-1">
      <Input
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={describedById}
        className={cn(problem !== null && 'border-destructive', className)}
        {...props}
      />
      <p id={describedById} aria-live="polite" className="min-h-4 text-xs">
        {problem !== null ? (
          <span className="text-destructive">{problem}</span>
        ) : left <= COUNTER_FROM ? (
          <span className="text-muted-foreground">
            {t('form.charactersLeft', { count: Math.max(0, left) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
