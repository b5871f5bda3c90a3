import type { Tag } from '@fokus/core';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { COLOR_DOTS } from '@/components/ui/colors';
import { TAG_CHIPS } from './tag-colors';

interface TagChipProps {
  tag: Pick<Tag, 'name' | 'color'>;
  /** Shows a remove button (named for screen readers) when given. */
  onRemove?: () => void;
  className?: string;
}

/** A tag as a small coloured chip. */
export function TagChip({ tag, onRemove, className }: TagChipProps) {
  const { t } = useTranslation('tags');
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        TAG_CHIPS[tag.color],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', COLOR_DOTS[tag.color])} />
      <span className="truncate">{tag.name}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('task.remove', { name: tag.name })}
          className="-mr-1 rounded-full p-0.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3" />
        </button>
      )}
    </span>
  );
}
