import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTitleDraft } from '@/components/ui/title-draft';

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
  const { t } = useTranslation('tasks');
  // Cleared only when accepted, and only if nothing new was typed meanwhile.
  const draft = useTitleDraft(onAdd, (submitted, field) =>
    field.setTitle((current) => (current === submitted ? '' : current)),
  );

  return (
    <form onSubmit={(event) => void draft.submit(event)} noValidate className="grid gap-1">
      <div className="flex gap-2">
        <label htmlFor={draft.inputProps.id} className="sr-only">
          {t('add.label')}
        </label>
        <Input {...draft.inputProps} placeholder={t('add.placeholder')} className="h-11" />
        <Button
          type="submit"
          className="h-11"
          aria-label={t('add.submit')}
          aria-disabled={draft.isSaving || undefined}
        >
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{t('add.submit')}</span>
        </Button>
      </div>
      {draft.messages}
    </form>
  );
}
