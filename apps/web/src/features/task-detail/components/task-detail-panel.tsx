import type { Strategy, Task, TaskStatus, UpdateTaskInput } from '@fokus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { DeleteTaskButton } from './delete-task-button';
import { DescriptionEditor } from './description-editor';
import { MicroTaskList, type MicroTaskListProps } from './micro-task-list';
import { ReportedTimeForm } from './reported-time-form';
import { TaskAttachments } from './task-attachments';
import { TaskComments } from './task-comments';
import { TaskDateField } from './task-date-field';
import { TaskPriorityFields } from './task-priority-fields';
import { TaskReminderSelect } from './task-reminder-select';
import { TaskScheduleFields } from './task-schedule-fields';
import { TaskStatusSelect } from './task-status-select';
import { TaskStrategySelect } from './task-strategy-select';
import { TaskTitleField } from './task-title-field';

export interface TaskDetailPanelProps {
  /** The task shown; undefined while it loads or when it failed. */
  task: Task | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  strategies?: readonly Pick<Strategy, 'id' | 'name'>[];
  strategiesLoading?: boolean;
  strategiesError?: boolean;
  /** Micro-tasks of the task and their handlers. */
  microTasks: MicroTaskListProps;
  /**
   * One call per edited field group (title, description, date, schedule, priority, strategy). Return
   * the mutation's promise: a refusal (`false`) keeps the typed title or description on screen.
   */
  onUpdate?: (patch: UpdateTaskInput) => Promise<unknown> | void;
  onStatusChange?: (status: TaskStatus) => void;
  /** Called after the user confirmed the deletion. */
  onDelete?: () => void;
  /** Receives the added seconds only; a refusal (`false`) keeps the hours and minutes typed. */
  onReportTime?: (seconds: number) => Promise<unknown> | void;
  onAddComment?: (text: string) => Promise<unknown> | void;
  /** Called after a file was attached or removed; without it the files are read-only. */
  onAttachmentsChange?: () => Promise<unknown> | void;
  /** The task's tags (another feature's control, placed by the screen beside the strategy). */
  tagsField?: ReactNode;
  /** The task's delegation (another feature's section, placed by the screen before the comments). */
  delegation?: ReactNode;
  /** Extra controls for the header, e.g. the screen's MVD toggle. */
  headerActions?: ReactNode;
  /** Extra sections at the end, e.g. the screen's notifications of this task. */
  children?: ReactNode;
  /** Overrides the panel's padding (`p-4`), e.g. `p-0` inside a sheet that has its own. */
  className?: string;
}

/**
 * Every field of one task in one column (fits 390 px): title, status, delete, description, date,
 * start time and duration, priority with its quadrant, strategy, micro-tasks, time spent, comments.
 * Presentational: the screen passes the task and wires the callbacks to the task mutations. Keyed by
 * the task id by the caller, so switching tasks resets every draft.
 */
export function TaskDetailPanel({
  task,
  isLoading = false,
  isError = false,
  onRetry,
  strategies,
  strategiesLoading,
  strategiesError,
  microTasks,
  onUpdate,
  onStatusChange,
  onDelete,
  onReportTime,
  onAddComment,
  onAttachmentsChange,
  headerActions,
  delegation,
  tagsField,
  children,
  className,
}: TaskDetailPanelProps) {
  const { t } = useTranslation('taskDetail');

  if (task === undefined) {
    if (isError)
      return (
        <div role="alert" className="grid justify-items-start gap-2 p-4 text-sm text-destructive">
          {t('panel.error')}
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('microTasks.retry')}
            </Button>
          )}
        </div>
      );
    if (isLoading)
      return (
        <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
          <Spinner />
          {t('panel.loading')}
        </p>
      );
    return <p className="p-4 text-sm text-muted-foreground">{t('panel.empty')}</p>;
  }

  return (
    // A size container: the fields go side by side only when the panel itself is wide enough, which
    // a side panel on a desktop may not be.
    <article aria-label={t('panelLabel')} className={cn('@container grid min-w-0 gap-5 p-4', className)}>
      <header className="grid gap-2">
        <TaskTitleField title={task.title} onRename={onUpdate && ((title) => onUpdate({ title }))} />
        <div className="flex flex-wrap items-center gap-2">
          <TaskStatusSelect status={task.status} onStatusChange={onStatusChange} />
          {headerActions}
          {onDelete && (
            <div className="ml-auto">
              <DeleteTaskButton taskTitle={task.title} onDelete={onDelete} />
            </div>
          )}
        </div>
      </header>
      <DescriptionEditor
        value={task.description}
        onChange={onUpdate && ((description) => onUpdate({ description }))}
      />
      <div className="grid gap-4 @md:grid-cols-2">
        <TaskDateField
          date={task.startDate ?? task.dueDate}
          onDateChange={onUpdate && ((startDate) => onUpdate({ startDate }))}
        />
        <TaskStrategySelect
          strategyId={task.strategyId}
          strategies={strategies}
          isLoading={strategiesLoading}
          isError={strategiesError}
          onStrategyChange={onUpdate && ((strategyId) => onUpdate({ strategyId }))}
        />
      </div>
      {tagsField}
      <TaskScheduleFields
        startTime={task.startTime}
        durationMinutes={task.durationMinutes}
        onScheduleChange={onUpdate}
      />
      <TaskReminderSelect
        startDate={task.startDate}
        startTime={task.startTime}
        reminderMinutes={task.reminderMinutes}
        onReminderChange={onUpdate && ((reminderMinutes) => onUpdate({ reminderMinutes }))}
      />
      <TaskPriorityFields importance={task.importance} urgency={task.urgency} onPriorityChange={onUpdate} />
      <MicroTaskList {...microTasks} />
      <ReportedTimeForm totalSeconds={task.totalTimeSpent} onReport={onReportTime} />
      <TaskAttachments task={task} onChanged={onAttachmentsChange} />
      {delegation}
      <TaskComments comments={task.comments} onAdd={onAddComment} />
      {children}
    </article>
  );
}
