import { TEXT_LIMITS, errorMessage, isTaskTitleValid, textLimitState, validateTaskTitle } from '@fokus/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { currentLanguage } from '@/lib/i18n';

export interface TaskTitleFieldProps {
  title: string;
  /**
   * Called with the trimmed title when it really changed; never with an empty or over-long one. A
   * promise resolving to `false` or `null` (a refusal) keeps the typed title in the field.
   */
  onRename?: (title: string) => Promise<unknown> | void;
}

/** True for the answers the task mutations give when a change was refused. */
const isRefusal = (result: unknown) => result === false || result === null;

/**
 * The task title, edited in place: Enter or leaving the field saves the trimmed title, Esc restores it.
 * An empty title shows the spec's 'Task title cannot be empty' and sends nothing; a title over the
 * limit shows why (with a counter as the limit nears) and sends nothing. A title the server refused
 * stays in the field instead of the old one coming back over it.
 */
export function TaskTitleField({ title, onRename }: TaskTitleFieldProps) {
  const { t, i18n } = useTranslation('taskDetail');
  const [draft, setDraft] = useState(title);
  const [isEmpty, setIsEmpty] = useState(false);
  // A refused title the user typed: kept in the field when the saved title comes back.
  const [kept, setKept] = useState<string | null>(null);
  const errorId = useId();
  const hintId = useId();
  const limitId = useId();
  const limit = textLimitState(draft, TEXT_LIMITS.taskTitle);

  // A change from elsewhere (another device, a rollback) replaces the draft, unless it was refused.
  const [shownTitle, setShownTitle] = useState(title);
  if (title !== shownTitle) {
    setShownTitle(title);
    if (kept === null) {
      setDraft(title);
      setIsEmpty(false);
    }
  }

  const commit = () => {
    if (!isTaskTitleValid(draft)) {
      setIsEmpty(true);
      return;
    }
    // The note under the field already says why; nothing is sent and nothing is cut.
    if (limit.isOver) return;
    const trimmed = validateTaskTitle(draft);
    setDraft(trimmed);
    setIsEmpty(false);
    setKept(null);
    if (trimmed === title) return;
    const result = onRename?.(trimmed);
    if (result instanceof Promise)
      void result.then((answer) => {
        if (!isRefusal(answer)) return;
        setKept(trimmed);
        setDraft(trimmed);
      });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      // Esc inside a panel must restore the title, not close the panel around it.
      event.stopPropagation();
      setDraft(title);
      setIsEmpty(false);
      setKept(null);
    }
  };

  const describedBy = [isEmpty ? errorId : undefined, textLimitDescribedBy(limitId, limit), hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-1">
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {t('title.label')}
      </label>
      {/* A one-line textarea that grows, so a long title wraps instead of hiding at 390 px. */}
      <textarea
        id={`${hintId}-input`}
        rows={1}
        value={draft}
        readOnly={!onRename}
        onChange={(event) => {
          // A title is one line: pasted line breaks become spaces.
          const next = event.target.value.replace(/\r?\n/g, ' ');
          setDraft(next);
          if (isEmpty && isTaskTitleValid(next)) setIsEmpty(false);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-invalid={isEmpty || limit.isOver || undefined}
        aria-describedby={describedBy}
        className="field-sizing-content w-full min-w-0 resize-none rounded-lg border border-transparent bg-transparent px-2 py-1 text-xl font-semibold break-words transition-colors hover:border-input focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive"
      />
      <p id={hintId} className="sr-only">
        {t('title.hint')}
      </p>
      {isEmpty && (
        <p id={errorId} role="alert" className="px-2 text-sm text-destructive">
          {errorMessage('TASK_TITLE_EMPTY', currentLanguage(i18n))}
        </p>
      )}
      <TextLimitNote id={limitId} state={limit} className="px-2" />
    </div>
  );
}
