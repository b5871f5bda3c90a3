import { TASK_STATUSES, type Task, type TaskStatus } from '@fokus/core';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface TaskDetailProps {
  task: Task;
  onRename: (title: string) => void;
  onStatusChange: (status: TaskStatus) => void;
  onDelete: () => void;
}

/**
 * The details of the selected task. It renders the cached task, so it follows every change of the list
 * (optimistic edits, rollbacks and other devices' changes) without its own refresh.
 */
export function TaskDetail({ task, onRename, onStatusChange, onDelete }: TaskDetailProps) {
  const { t, i18n } = useTranslation('tasks');
  const titleId = useId();
  const statusId = useId();
  const [draft, setDraft] = useState(task.title);
  // A change from elsewhere (another device, a rollback) replaces the draft.
  const [shown, setShown] = useState({ id: task.id, title: task.title });
  if (shown.id !== task.id || shown.title !== task.title) {
    setShown({ id: task.id, title: task.title });
    setDraft(task.title);
  }
  const commit = () => {
    if (draft !== task.title) onRename(draft);
  };
  const date = task.startDate ?? task.dueDate;
  const created = new Date(task.createdAt);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={titleId}>{t('detail.titleField')}</Label>
        <Input
          id={titleId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.stopPropagation();
              setDraft(task.title);
            }
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={statusId}>{t('detail.status')}</Label>
        <NativeSelect
          id={statusId}
          value={task.status}
          onChange={(event) => onStatusChange(event.target.value as TaskStatus)}
        >
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('detail.date')}</dt>
        <dd>{date ? <time dateTime={date}>{date}</time> : t('detail.noDate')}</dd>
        <dt className="text-muted-foreground">{t('detail.created')}</dt>
        <dd>
          <time dateTime={task.createdAt}>
            {Number.isNaN(created.getTime()) ? task.createdAt : created.toLocaleString(i18n.language)}
          </time>
        </dd>
        <dt className="text-muted-foreground">{t('detail.timeSpent')}</dt>
        <dd>{t('detail.minutes', { count: Math.round(task.totalTimeSpent / 60) })}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">{t('detail.more')}</p>
      <Button variant="outline" onClick={onDelete} className="justify-self-start text-destructive">
        <Trash2 aria-hidden="true" />
        {t('detail.delete')}
      </Button>
    </div>
  );
}
