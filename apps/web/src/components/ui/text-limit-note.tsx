import type { TextLimitState } from '@fokus/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface TextLimitNoteProps {
  /** Referenced by the field's `aria-describedby` (see `textLimitDescribedBy`). */
  id: string;
  state: TextLimitState;
  className?: string;
}

/**
 * The note under a text field with a length limit (core's `textLimitState`): nothing far from the
 * limit, the characters left as it nears, and past it the reason the text cannot be saved. Only the
 * reason is announced (once, as an alert); the changing counts are read with the field.
 */
export function TextLimitNote({ id, state, className }: TextLimitNoteProps) {
  const { t } = useTranslation('common');
  if (!state.showCounter) return null;
  return (
    <div id={id} className={cn('grid gap-0.5 text-xs', className)}>
      {state.isOver && (
        <p role="alert" className="text-sm text-destructive">
          {t('textLimit.tooLong', { max: state.max })}
        </p>
      )}
      <p className={cn('tabular-nums', state.isOver ? 'text-destructive' : 'text-muted-foreground')}>
        {state.isOver
          ? t('textLimit.overBy', { count: -state.remaining })
          : t('textLimit.remaining', { count: state.remaining })}
      </p>
    </div>
  );
}

/** The id to add to a field's `aria-describedby` while its note shows something. */
export function textLimitDescribedBy(id: string, state: TextLimitState): string | undefined {
  return state.showCounter ? id : undefined;
}
