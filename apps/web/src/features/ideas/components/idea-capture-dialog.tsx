import { TEXT_LIMITS, errorMessage, isTaskTitleValid, textLimitState } from '@fokus/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { TextLimitNote, textLimitDescribedBy } from '@/components/ui/text-limit-note';
import { currentLanguage } from '@/lib/i18n';

interface IdeaCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shortcut as the person reads it (Alt+I, ⌥I), shown in the title. */
  shortcut: string;
  /**
   * Saves the idea. The box closes once it is accepted (saved, or safe in the offline queue); a result
   * of `false` or `null` (a refusal) keeps it open with the text.
   */
  onCapture: (title: string) => Promise<unknown> | unknown;
}

/**
 * The idea capture box: one field, Enter saves and closes, Esc closes. A blank idea shows the spec's
 * 'Task title cannot be empty' under the field; one over the limit says why it cannot be saved.
 */
export function IdeaCaptureDialog({ open, onOpenChange, shortcut, onCapture }: IdeaCaptureDialogProps) {
  const { t, i18n } = useTranslation('ideas');
  const [title, setTitle] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const limitId = useId();
  const limit = textLimitState(title, TEXT_LIMITS.taskTitle);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTitle('');
      setIsEmpty(false);
    }
    onOpenChange(next);
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
    setIsSaving(true);
    try {
      const result = await onCapture(title);
      if (result !== null && result !== false) changeOpen(false);
    } finally {
      setIsSaving(false);
    }
  };

  const describedBy = [isEmpty ? errorId : undefined, textLimitDescribedBy(limitId, limit)]
    .filter(Boolean)
    .join(' ');

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t('capture.titleWithShortcut', { shortcut })}
      description={t('capture.description')}
      closeLabel={t('capture.close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1">
        <label htmlFor={inputId} className="sr-only">
          {t('capture.label')}
        </label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (isEmpty && isTaskTitleValid(event.target.value)) setIsEmpty(false);
            }}
            placeholder={t('capture.placeholder')}
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={isEmpty || limit.isOver || undefined}
            aria-describedby={describedBy || undefined}
            className="h-11"
          />
          <Button type="submit" className="h-11" aria-disabled={isSaving || undefined}>
            {t('capture.save')}
          </Button>
        </div>
        {isEmpty && (
          <p id={errorId} role="alert" className="px-1 text-sm text-destructive">
            {errorMessage('TASK_TITLE_EMPTY', currentLanguage(i18n))}
          </p>
        )}
        <TextLimitNote id={limitId} state={limit} className="px-1" />
      </form>
    </Modal>
  );
}
