import { TEXT_LIMITS, errorMessage, isTaskTitleValid, textLimitState } from '@fokus/core';
import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { currentLanguage } from '@/lib/i18n';

interface AddTaskFormProps {
  /**
   * Adds the task. The field clears only once the change is accepted (applied, or safe in the offline
   * queue): a result of `false` or `null` (how the task mutations report a refusal) keeps the text.
   */
  onAdd: (title: string) => Promise<unknown> | unknown;
}

/**
 * The quick-add field: Enter adds. A blank title shows the spec's 'Task title cannot be empty' under
 * the field, as the detail panel does; a title over the limit shows why it cannot be saved, with a
 * counter as the limit nears. Nothing typed is cleared until the task is accepted.
 */
export function AddTaskForm({ onAdd }: AddTaskFormProps) {
  const { t, i18n } = useTranslation('tasks');
  const [title, setTitle] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const limitId = useId();
  const limit = textLimitState(title, TEXT_LIMITS.taskTitle);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding) return;
    if (!isTaskTitleValid(title)) {
      setIsEmpty(true);
      inputRef.current?.focus();
      return;
    }
    if (limit.isOver) {
      inputRef.current?.focus();
      return;
    }
    const submitted = title;
    setIsAdding(true);
    try {
      const result = await onAdd(submitted);
      // Cleared only when accepted, and only if nothing new was typed meanwhile.
      if (result !== null && result !== false) setTitle((current) => (current === submitted ? '' : current));
    } finally {
      setIsAdding(false);
    }
  };

  const describedBy = [isEmpty ? errorId : undefined, textLimitDescribedBy(limitId, limit)]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('add.label')}
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (isEmpty && isTaskTitleValid(event.target.value)) setIsEmpty(false);
          }}
          placeholder={t('add.placeholder')}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={isEmpty || limit.isOver || undefined}
          aria-describedby={describedBy || undefined}
          className="h-11"
        />
        <Button
          type="submit"
          className="h-11"
          aria-label={t('add.submit')}
          aria-disabled={isAdding || undefined}
        >
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{t('add.submit')}</span>
        </Button>
      </div>
      {isEmpty && (
        <p id={errorId} role="alert" className="px-1 text-sm text-destructive">
          {errorMessage('TASK_TITLE_EMPTY', currentLanguage(i18n))}
        </p>
      )}
      <TextLimitNote id={limitId} state={limit} className="px-1" />
    </form>
  );
}
