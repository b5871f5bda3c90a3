import { errorMessage, isTaskTitleValid, validateTaskTitle } from '@fokus/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

export interface TaskTitleFieldProps {
  title: string;
  /** Called with the trimmed title when it really changed; never with an empty one. */
  onRename?: (title: string) => void;
}

/**
 * The task title, edited in place: Enter or leaving the field saves the trimmed title, Esc restores it.
 * An empty title shows the spec's 'Task title cannot be empty' and sends nothing.
 */
export function TaskTitleField({ title, onRename }: TaskTitleFieldProps) {
  const { t, i18n } = useTranslation('taskDetail');
  const [draft, setDraft] = useState(title);
  const [isEmpty, setIsEmpty] = useState(false);
  const errorId = useId();
  const hintId = useId();

  // A change from elsewhere (another device, a rollback) replaces the draft.
  const [shownTitle, setShownTitle] = useState(title);
  if (title !== shownTitle) {
    setShownTitle(title);
    setDraft(title);
    setIsEmpty(false);
  }

  const commit = () => {
    if (!isTaskTitleValid(draft)) {
      setIsEmpty(true);
      return;
    }
    const trimmed = validateTaskTitle(draft);
    setDraft(trimmed);
    setIsEmpty(false);
    if (trimmed !== title) onRename?.(trimmed);
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
    }
  };

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
        aria-invalid={isEmpty || undefined}
        aria-describedby={isEmpty ? `${errorId} ${hintId}` : hintId}
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
    </div>
  );
}
