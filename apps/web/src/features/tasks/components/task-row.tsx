import {
  STATUS_COLORS,
  TASK_STATUSES,
  formatTaskDate,
  plannedDate,
  type Task,
  type TaskStatus,
} from '@fokus/core';
import { Check, Lightbulb, ListTodo, Star, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Tailwind classes of core's status colours (spec §4: waiting amber, inProgress blue …). */
export const STATUS_DOT: Record<string, string> = {
  amber: 'bg-amber-500',
  blue: 'bg-blue-500',
  gray: 'bg-gray-400',
  grey: 'bg-gray-400',
  green: 'bg-green-600',
  red: 'bg-red-500',
  purple: 'bg-purple-500',
};

interface TaskRowProps {
  task: Task;
  selected: boolean;
  inMvd: boolean;
  onOpen: (id: string) => void;
  onStatusChange: (id: string, status: TaskStatus) => void;
  onToggleMvd: (id: string) => void;
  onDelete: (task: Task) => void;
  /** Turns an idea into a task; without it an idea's row offers no such action. */
  onMakeTask?: (id: string) => void;
}

/**
 * One task of the list: complete toggle, title (opens the details), status, MVD star and delete. An
 * idea is not work to do: its row has a bulb instead of the toggle, and "make a task" instead of the
 * status and the star.
 */
export const TaskRow = memo(function TaskRow({
  task,
  selected,
  inMvd,
  onOpen,
  onStatusChange,
  onToggleMvd,
  onDelete,
  onMakeTask,
}: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const completed = task.status === 'completed';
  const title = task.title;
  const date = plannedDate(task);
  const idea = task.type === 'idea';
  return (
    <div
      className={cn(
        'flex h-14 items-center gap-1 rounded-lg border border-transparent px-1 sm:gap-2 sm:px-2',
        selected ? 'border-border bg-accent' : 'hover:bg-accent/60',
      )}
    >
      {idea ? (
        <span className="flex size-9 shrink-0 items-center justify-center text-amber-500">
          <Lightbulb aria-hidden="true" className="size-5" />
        </span>
      ) : (
        <button
          type="button"
          aria-label={t(completed ? 'row.reopen' : 'row.complete', { title })}
          aria-pressed={completed}
          onClick={() => onStatusChange(task.id, completed ? 'waiting' : 'completed')}
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring',
          )}
        >
          <span
            className={cn(
              'flex size-5 items-center justify-center rounded-full border-2',
              completed ? 'border-green-600 bg-green-600 text-white' : 'border-muted-foreground',
            )}
          >
            {completed && <Check aria-hidden="true" className="size-3.5" />}
          </span>
        </button>
      )}
      <button
        type="button"
        onClick={() => onOpen(task.id)}
        aria-label={t('row.open', { title })}
        aria-current={selected ? 'true' : undefined}
        className="flex min-w-0 flex-1 flex-col items-start rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className={cn('w-full truncate', completed && 'text-muted-foreground line-through')}>
          {title}
        </span>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <span
            className={cn('size-2 rounded-full', STATUS_DOT[STATUS_COLORS[task.status]] ?? 'bg-gray-400')}
          />
          {t(`status.${task.status}`)}
          {task.type === 'idea' && <span>{t('row.idea')}</span>}
          {date && <time dateTime={date}>{formatTaskDate(date, currentLanguage(i18n))}</time>}
        </span>
      </button>
      {idea ? (
        onMakeTask && (
          <button
            type="button"
            aria-label={t('row.makeTaskOf', { title })}
            title={t('row.makeTaskOf', { title })}
            onClick={() => onMakeTask(task.id)}
            className="flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-input px-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ListTodo aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('row.makeTask')}</span>
          </button>
        )
      ) : (
        <>
          <select
            aria-label={t('row.changeStatus', { title })}
            value={task.status}
            onChange={(event) => onStatusChange(task.id, event.target.value as TaskStatus)}
            className="hidden h-9 rounded-md border border-input bg-background px-2 text-sm sm:block"
          >
            {TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-label={t(inMvd ? 'row.mvdRemove' : 'row.mvdAdd', { title })}
            aria-pressed={inMvd}
            onClick={() => onToggleMvd(task.id)}
            className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Star aria-hidden="true" className={cn('size-4', inMvd && 'fill-amber-400 text-amber-500')} />
          </button>
        </>
      )}
      <button
        type="button"
        aria-label={t('row.delete', { title })}
        onClick={() => onDelete(task)}
        className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});
