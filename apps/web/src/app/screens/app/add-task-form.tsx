import { isTaskTitleValid } from '@fokus/core';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface AddTaskFormProps {
  /** Adds the task; the list shows it at once (optimistic), so the field clears right away. */
  onAdd: (title: string) => void;
}

/** The quick-add field: Enter adds; an empty title shows the spec's 'Task title cannot be empty'. */
export function AddTaskForm({ onAdd }: AddTaskFormProps) {
  const { t } = useTranslation('tasks');
  const [title, setTitle] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(title);
    if (isTaskTitleValid(title)) setTitle('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('add.label')}
      </label>
      <Input
        id={inputId}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={t('add.placeholder')}
        autoComplete="off"
        enterKeyHint="done"
        className="h-11"
      />
      <Button type="submit" className="h-11" aria-label={t('add.submit')}>
        <Plus aria-hidden="true" />
        <span className="hidden sm:inline">{t('add.submit')}</span>
      </Button>
    </form>
  );
}
