import type { Strategy, Task } from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { ListTodo, Star } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { taskKeys } from '@/data/query-keys';
import { useDelegateTask } from '@/features/delegation/api/delegate-task';
import { useMicroTasks, type TaskMutations } from '@/features/tasks';
import { lazyComponent } from '@/lib/lazy';
import { PomodoroTaskActions } from './pomodoro-area';

// The task's tags field (with its name rules) comes with the detail panel, not with the first list.
const TaskTagsField = lazyComponent(
  () => import('@/features/tags/components/task-tags-field'),
  (m) => m.TaskTagsField,
);

// The detail panel carries the rich-text editor; loading it on first use keeps the list's first paint light.
const TaskDetailPanel = lazyComponent(
  () => import('@/features/task-detail'),
  (m) => m.TaskDetailPanel,
);

// The delegation part of the detail (its dialog and texts) comes with the detail, not with the list.
const TaskDelegation = lazyComponent(
  () => import('@/features/delegation/components/task-delegation'),
  (m) => m.TaskDelegation,
);

export interface SelectedTaskDetailProps {
  task: Task;
  /** True when the task is one of today's key tasks (the MVD). */
  inMvd: boolean;
  strategiesQuery: { data?: readonly Strategy[]; isPending: boolean; isError: boolean };
  mutations: TaskMutations;
  /** Closes the detail (after the task was deleted from it). */
  onClose: () => void;
  /** Opens the focus mode on this task. */
  onFocus: (taskId: string) => void;
}

/**
 * The detail of the task selected on /app: the lazily loaded panel, wired to the task mutations, with
 * the sections other features place into it (tags, delegation), the MVD or "make it a task" action and
 * the Pomodoro's "Start Pomodoro" and "Focus".
 */
export function SelectedTaskDetail({
  task,
  inMvd,
  strategiesQuery,
  mutations,
  onClose,
  onFocus,
}: SelectedTaskDetailProps) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const delegate = useDelegateTask();
  const microTasks = useMicroTasks(task.id);
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
          <Spinner />
          {t('detail.loading')}
        </p>
      }
    >
      <TaskDetailPanel
        // Keyed by the task, so switching tasks resets every draft.
        key={task.id}
        task={task}
        strategies={strategiesQuery.data ?? []}
        strategiesLoading={strategiesQuery.isPending}
        strategiesError={strategiesQuery.isError}
        onUpdate={(patch) => mutations.updateTask(task.id, patch)}
        onStatusChange={(status) => void mutations.changeStatus(task.id, status)}
        onDelete={() => {
          // The panel has already asked for the confirmation.
          onClose();
          void mutations.deleteTask(task.id);
        }}
        onReportTime={(seconds) => mutations.addTime(task.id, seconds)}
        onAddComment={(text) => mutations.addComment(task.id, text)}
        onAttachmentsChange={() => queryClient.invalidateQueries({ queryKey: taskKeys.all })}
        delegation={
          <TaskDelegation
            task={task}
            onDelegate={(input) => delegate(task.id, input)}
            onCancel={() => void mutations.cancelDelegation(task.id)}
          />
        }
        tagsField={<TaskTagsField taskId={task.id} />}
        headerActions={
          task.type === 'idea' ? (
            <Button variant="outline" size="sm" onClick={() => void mutations.makeTask(task.id)}>
              <ListTodo aria-hidden="true" />
              {t('row.makeTask')}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={inMvd}
                onClick={() => void mutations.toggleMvd(task.id)}
              >
                <Star aria-hidden="true" className={inMvd ? 'fill-amber-400 text-amber-500' : ''} />
                {t('row.mvd')}
              </Button>
              {task.status !== 'completed' && <PomodoroTaskActions taskId={task.id} onFocus={onFocus} />}
            </>
          )
        }
        microTasks={{
          items: microTasks.data,
          isLoading: microTasks.isPending,
          isError: microTasks.isError,
          onRetry: () => void microTasks.refetch(),
          onAdd: (title) => mutations.createMicroTask(task.id, { title }),
          onToggle: (microId, completed) => void mutations.updateMicroTask(task.id, microId, { completed }),
          onRename: (microId, title) => mutations.updateMicroTask(task.id, microId, { title }),
          onReorder: (ids) => void mutations.reorderMicroTasks(task.id, ids),
          onDelete: (microId) => void mutations.deleteMicroTask(task.id, microId),
        }}
      />
    </Suspense>
  );
}
