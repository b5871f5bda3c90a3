import { TEXT_LIMITS, errorMessage, isTaskTitleValid, textLimitState } from '@fokus/core';
import { useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { TextLimitNote, textLimitDescribedBy } from './text-limit-note';

/** What `onAccepted` may do with the field. */
export interface TitleDraftField {
  setTitle: Dispatch<SetStateAction<string>>;
  /** Empties the field and its message. */
  reset: () => void;
}

/**
 * A one-line title being typed for a new task or idea: refused in the field when blank (the spec's
 * 'Task title cannot be empty') or over the limit (with the reason), sent once at a time, and handed
 * to `onAccepted` only when `save` accepted it — a result of `false` or `null` (how the task mutations
 * report a refusal) keeps the text.
 */
export function useTitleDraft(
  save: (title: string) => Promise<unknown> | unknown,
  onAccepted: (submitted: string, field: TitleDraftField) => void,
) {
  const [title, setTitle] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const limitId = useId();
  const limit = textLimitState(title, TEXT_LIMITS.taskTitle);

  const reset = () => {
    setTitle('');
    setIsEmpty(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
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
    setIsSaving(true);
    try {
      const result = await save(submitted);
      if (result !== null && result !== false) onAccepted(submitted, { setTitle, reset });
    } finally {
      setIsSaving(false);
    }
  };

  const describedBy = [isEmpty ? errorId : undefined, textLimitDescribedBy(limitId, limit)]
    .filter(Boolean)
    .join(' ');

  return {
    title,
    setTitle,
    isSaving,
    submit,
    /** Empties the field and its message (a closed box starts over). */
    reset,
    /** The props of the field's `<Input>`. */
    inputProps: {
      ref: inputRef,
      id: inputId,
      value: title,
      onChange: (event: { target: { value: string } }) => {
        setTitle(event.target.value);
        if (isEmpty && isTaskTitleValid(event.target.value)) setIsEmpty(false);
      },
      autoComplete: 'off',
      enterKeyHint: 'done',
      'aria-invalid': isEmpty || limit.isOver || undefined,
      'aria-describedby': describedBy || undefined,
    } as const,
    /** The field's messages, under it: why a blank title is refused, and the length note. */
    messages: <TitleDraftMessages isEmpty={isEmpty} errorId={errorId} limitId={limitId} limit={limit} />,
  };
}

function TitleDraftMessages({
  isEmpty,
  errorId,
  limitId,
  limit,
}: {
  isEmpty: boolean;
  errorId: string;
  limitId: string;
  limit: ReturnType<typeof textLimitState>;
}) {
  const { i18n } = useTranslation();
  return (
    <>
      {isEmpty && (
        <p id={errorId} role="alert" className="px-1 text-sm text-destructive">
          {errorMessage('TASK_TITLE_EMPTY', currentLanguage(i18n))}
        </p>
      )}
      <TextLimitNote id={limitId} state={limit} className="px-1" />
    </>
  );
}
