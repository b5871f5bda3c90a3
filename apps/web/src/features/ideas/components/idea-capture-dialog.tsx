import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useTitleDraft } from '@/components/ui/title-draft';

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
  const { t } = useTranslation('ideas');
  const draft = useTitleDraft(onCapture, (_submitted, field) => {
    field.reset();
    onOpenChange(false);
  });
  const changeOpen = (next: boolean) => {
    if (!next) draft.reset();
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={t('capture.titleWithShortcut', { shortcut })}
      description={t('capture.description')}
      closeLabel={t('capture.close')}
    >
      <form onSubmit={(event) => void draft.submit(event)} noValidate className="grid gap-1">
        <label htmlFor={draft.inputProps.id} className="sr-only">
          {t('capture.label')}
        </label>
        <div className="flex gap-2">
          <Input {...draft.inputProps} placeholder={t('capture.placeholder')} className="h-11" />
          <Button type="submit" className="h-11" aria-disabled={draft.isSaving || undefined}>
            {t('capture.save')}
          </Button>
        </div>
        {draft.messages}
      </form>
    </Modal>
  );
}
