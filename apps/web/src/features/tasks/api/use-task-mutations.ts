/**
 * Every task change of the app, as one hook. Each function builds an operation, applies it to the
 * cache at once, sends it, and on failure rolls back and shows the spec's toast (spec §8). Functions
 * resolve with the server's answer, or with null when the change failed or was refused before sending
 * (the toast has then been shown); they never reject, so event handlers may call them without a catch.
 */
import {
  canAddToMvd,
  MVD_TOAST_DURATION_MS,
  addToMvd,
  applyStatusChange,
  errorMessage as coreErrorText,
  isDomainError,
  removeFromMvd,
  validateTaskTitle,
  type CreateMicroTaskInput,
  type CreateTaskInput,
  type MicroTask,
  type Task,
  type TaskNotification,
  type TaskStatus,
  type UpdateMicroTaskInput,
  type UpdateTaskInput,
} from '@fokus/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { currentLanguage } from '@/lib/i18n';
import { executeChange, uuidv7, type Change, type ExecuteOptions, type Rollback } from '@/lib/operations';
import {
  cancelReads,
  insertCachedTask,
  removeCachedTask,
  setCachedMvd,
  snapshot,
  storeTask,
  updateCachedTask,
} from './cache';
import type { MvdList } from './get-mvd';
import { mvdKey, notificationKeys, taskKeys } from './query-keys';

/** Answer of `POST /api/tasks/:id/status`. */
export interface StatusChangeAnswer {
  task: Task;
  notification: TaskNotification;
  removedFromMvd: boolean;
}

type ErrorKey =
  | 'create'
  | 'update'
  | 'titleUpdate'
  | 'descriptionUpdate'
  | 'dateUpdate'
  | 'priorityUpdate'
  | 'attachmentsUpdate'
  | 'status'
  | 'delete'
  | 'time'
  | 'comment'
  | 'mvdAdd'
  | 'mvdRemove'
  | 'microTaskCreate'
  | 'microTaskUpdate'
  | 'microTaskDelete'
  | 'notification';

/** Which toast a failed edit shows, by the first field it changes (spec §8 names one per field). */
function updateErrorKey(input: UpdateTaskInput): ErrorKey {
  if (input.title !== undefined) return 'titleUpdate';
  if (input.description !== undefined) return 'descriptionUpdate';
  if (input.startDate !== undefined || input.dueDate !== undefined) return 'dateUpdate';
  if (input.importance !== undefined || input.urgency !== undefined) return 'priorityUpdate';
  if (input.attachments !== undefined) return 'attachmentsUpdate';
  return 'update';
}

const ALL_TASKS = [taskKeys.all] as const;

/** The task mutation functions; stable for the life of the component. */
export function useTaskMutations() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('tasks');

  return useMemo(() => {
    const language = () => currentLanguage(i18n);
    const showError = (description: string) =>
      toast.error(t('errors.title'), { id: 'operation-error', description });

    /** Runs a change; resolves null after a failure (whose toast executeChange has shown). */
    async function run<T>(
      change: Change,
      errorKey: ErrorKey,
      options: Omit<ExecuteOptions<T>, 'errorMessage' | 'language' | 'errorTitle'>,
    ): Promise<T | null> {
      try {
        return await executeChange<T>(queryClient, change, {
          ...options,
          errorMessage: t(`errors.${errorKey}`),
          errorTitle: t('errors.title'),
          language: language(),
        });
      } catch {
        return null;
      }
    }

    /** Validates a title with core's rule; shows 'Task title cannot be empty' and returns null if empty. */
    function checkedTitle(title: string): string | null {
      try {
        return validateTaskTitle(title);
      } catch (error) {
        if (isDomainError(error, 'TASK_TITLE_EMPTY')) {
          showError(coreErrorText('TASK_TITLE_EMPTY', language()));
          return null;
        }
        throw error;
      }
    }

    const editTask = (queryClient: QueryClient, id: string, update: (task: Task) => Task) => async () => {
      await cancelReads(queryClient, taskKeys.all);
      const rollback = snapshot(queryClient, taskKeys.all);
      updateCachedTask(queryClient, id, update);
      return rollback;
    };

    return {
      /** Adds a task (or an idea) with a client-generated id; an empty title shows the spec's toast. */
      async createTask(input: Omit<CreateTaskInput, 'id' | 'type'> & { type?: CreateTaskInput['type'] }) {
        const title = checkedTitle(input.title);
        if (title === null) return null;
        const id = uuidv7();
        const now = new Date().toISOString();
        const optimisticTask: Task = {
          id,
          userId: '',
          ownerId: null,
          title,
          description: input.description ?? null,
          status: 'waiting',
          startDate: input.startDate ?? null,
          dueDate: input.dueDate ?? null,
          startTime: input.startTime ?? null,
          durationMinutes: input.durationMinutes ?? null,
          importance: input.importance ?? 1,
          urgency: input.urgency ?? 1,
          totalTimeSpent: 0,
          timeStarted: null,
          timeCompleted: null,
          type: input.type ?? 'task',
          strategyId: input.strategyId ?? null,
          attachments: [],
          comments: [],
          assignment: null,
          isDelegated: false,
          createdAt: now,
        };
        return run<Task>(
          { kind: 'createTask', input: { ...input, type: input.type ?? 'task', title, id } },
          'create',
          {
            optimistic: async (qc) => {
              await cancelReads(qc, taskKeys.all);
              const rollback = snapshot(qc, taskKeys.all);
              insertCachedTask(qc, optimisticTask);
              return rollback;
            },
            onSuccess: (task, qc) => storeTask(qc, task),
            invalidate: ALL_TASKS,
          },
        );
      },

      /** Edits fields of a task (title trimmed; an empty title is refused with the spec's toast). */
      async updateTask(id: string, input: UpdateTaskInput) {
        let body = input;
        if (input.title !== undefined) {
          const title = checkedTitle(input.title);
          if (title === null) return null;
          body = { ...input, title };
        }
        return run<Task>({ kind: 'updateTask', taskId: id, input: body }, updateErrorKey(body), {
          optimistic: editTask(queryClient, id, (task) => ({ ...task, ...body }) as Task),
          onSuccess: (task, qc) => storeTask(qc, task),
          invalidate: ALL_TASKS,
        });
      },

      /** Changes the status (core time rules applied at once); congratulates on completion. */
      async changeStatus(id: string, status: TaskStatus, options: { keepTime?: boolean } = {}) {
        const answer = await run<StatusChangeAnswer>(
          { kind: 'changeStatus', taskId: id, input: { status, ...options } },
          'status',
          {
            optimistic: async (qc) => {
              await cancelReads(qc, taskKeys.all, mvdKey);
              const rollback = snapshot(qc, taskKeys.all, mvdKey);
              updateCachedTask(qc, id, (task) => ({
                ...task,
                ...applyStatusChange(task, status, new Date(), options).times,
              }));
              if (status === 'completed') setCachedMvd(qc, (ids) => removeFromMvd(ids, id));
              return rollback;
            },
            onSuccess: (result, qc) => {
              storeTask(qc, result.task);
              if (result.removedFromMvd) setCachedMvd(qc, (ids) => removeFromMvd(ids, id));
            },
            invalidate: [taskKeys.all, mvdKey, notificationKeys.all],
          },
        );
        if (answer && status === 'completed') toast.success(t('success.congratulation'));
        return answer;
      },

      /** Deletes a task (ask for confirmation first); micro-tasks, MVD entry and notifications go with it. */
      async deleteTask(id: string) {
        const result = await run<null>({ kind: 'deleteTask', taskId: id }, 'delete', {
          optimistic: async (qc) => {
            await cancelReads(qc, taskKeys.all, mvdKey);
            const rollback = snapshot(qc, taskKeys.all, mvdKey);
            removeCachedTask(qc, id);
            return rollback;
          },
          invalidate: [taskKeys.lists(), mvdKey, notificationKeys.all],
        });
        return result === null ? null : true;
      },

      /** Adds reported time: only the added seconds are sent (spec §5). */
      async addTime(id: string, seconds: number) {
        return run<Task>({ kind: 'addTime', taskId: id, seconds }, 'time', {
          optimistic: editTask(queryClient, id, (task) => ({
            ...task,
            totalTimeSpent: task.totalTimeSpent + seconds,
          })),
          onSuccess: (task, qc) => storeTask(qc, task),
          invalidate: ALL_TASKS,
        });
      },

      /** Adds a comment; the server stamps its id, time and author, so it appears with the answer. */
      async addComment(id: string, text: string) {
        return run<Task>({ kind: 'addComment', taskId: id, input: { text } }, 'comment', {
          onSuccess: (task, qc) => storeTask(qc, task),
          invalidate: [taskKeys.all, notificationKeys.all],
        });
      },

      /**
       * Puts a task into the minimum viable day or takes it out (3 s toast). The server enforces the limit
       * of 3; a 4th is rolled back with its text ('Minimum viable day can have maximum 3 tasks').
       */
      async toggleMvd(id: string) {
        const current = queryClient.getQueryData<MvdList>(mvdKey)?.taskIds ?? [];
        const adding = !current.includes(id);
        const result = await run<null>(
          adding ? { kind: 'addToMvd', taskId: id } : { kind: 'removeFromMvd', taskId: id },
          adding ? 'mvdAdd' : 'mvdRemove',
          {
            optimistic: async (qc) => {
              await cancelReads(qc, mvdKey);
              const rollback = snapshot(qc, mvdKey);
              // A 4th stays out of the optimistic list; the server's refusal then brings the toast.
              setCachedMvd(qc, (ids) => {
                if (!adding) return removeFromMvd(ids, id);
                return canAddToMvd(ids) ? addToMvd(ids, id) : ids;
              });
              return rollback;
            },
            invalidate: [mvdKey],
          },
        );
        if (result === null) return null;
        toast.success(t(adding ? 'success.mvdAdded' : 'success.mvdRemoved'), {
          duration: MVD_TOAST_DURATION_MS,
        });
        return adding;
      },

      /** Adds a micro-task at the end (or at `order`). */
      async createMicroTask(taskId: string, input: Omit<CreateMicroTaskInput, 'id'>) {
        const id = uuidv7();
        const key = taskKeys.microTasks(taskId);
        return run<MicroTask>(
          { kind: 'createMicroTask', taskId, input: { ...input, id } },
          'microTaskCreate',
          {
            optimistic: async (qc) => {
              await cancelReads(qc, key);
              const rollback = snapshot(qc, key);
              qc.setQueryData<MicroTask[]>(key, (list) =>
                list
                  ? [...list, { id, taskId, userId: '', completed: false, order: list.length, ...input }]
                  : list,
              );
              return rollback;
            },
            invalidate: [key],
          },
        );
      },

      /** Renames, checks or re-estimates a micro-task. */
      async updateMicroTask(taskId: string, microTaskId: string, input: UpdateMicroTaskInput) {
        const key = taskKeys.microTasks(taskId);
        return run<MicroTask>({ kind: 'updateMicroTask', microTaskId, input }, 'microTaskUpdate', {
          optimistic: async (qc) => {
            await cancelReads(qc, key);
            const rollback = snapshot(qc, key);
            qc.setQueryData<MicroTask[]>(key, (list) =>
              list?.map((item) =>
                item.id === microTaskId
                  ? {
                      ...item,
                      ...(input.title === undefined ? {} : { title: input.title }),
                      ...(input.completed === undefined ? {} : { completed: input.completed }),
                      ...(input.estimatedMinutes === undefined
                        ? {}
                        : { estimatedMinutes: input.estimatedMinutes ?? undefined }),
                    }
                  : item,
              ),
            );
            return rollback;
          },
          invalidate: [key],
        });
      },

      /** Reorders a task's micro-tasks; `ids` lists every one of them once, in the new order. */
      async reorderMicroTasks(taskId: string, ids: string[]) {
        const key = taskKeys.microTasks(taskId);
        return run<MicroTask[]>({ kind: 'reorderMicroTasks', taskId, ids }, 'microTaskUpdate', {
          optimistic: async (qc) => {
            await cancelReads(qc, key);
            const rollback = snapshot(qc, key);
            qc.setQueryData<MicroTask[]>(key, (list) =>
              list
                ? ids
                    .map((id) => list.find((item) => item.id === id))
                    .filter((item): item is MicroTask => item !== undefined)
                    .map((item, order) => ({ ...item, order }))
                : list,
            );
            return rollback;
          },
          invalidate: [key],
        });
      },

      /** Deletes a micro-task. */
      async deleteMicroTask(taskId: string, microTaskId: string) {
        const key = taskKeys.microTasks(taskId);
        const result = await run<null>({ kind: 'deleteMicroTask', microTaskId }, 'microTaskDelete', {
          optimistic: async (qc) => {
            await cancelReads(qc, key);
            const rollback = snapshot(qc, key);
            qc.setQueryData<MicroTask[]>(key, (list) => list?.filter((item) => item.id !== microTaskId));
            return rollback;
          },
          invalidate: [key],
        });
        return result === null ? null : true;
      },

      /** Marks one notification read. */
      async markNotificationRead(notificationId: string) {
        const result = await run<null>({ kind: 'markNotificationRead', notificationId }, 'notification', {
          optimistic: markRead(queryClient, (item) => item.id === notificationId),
          invalidate: [notificationKeys.all],
        });
        return result === null ? null : true;
      },

      /** Marks all of a task's notifications read. */
      async markTaskNotificationsRead(taskId: string) {
        const result = await run<null>({ kind: 'markTaskNotificationsRead', taskId }, 'notification', {
          optimistic: markRead(queryClient, (item) => item.taskId === taskId),
          invalidate: [notificationKeys.all],
        });
        return result === null ? null : true;
      },
    };
  }, [queryClient, t, i18n]);
}

function markRead(queryClient: QueryClient, matches: (item: TaskNotification) => boolean) {
  return async (): Promise<Rollback> => {
    await cancelReads(queryClient, notificationKeys.all);
    const rollback = snapshot(queryClient, notificationKeys.all);
    queryClient.setQueriesData<TaskNotification[]>({ queryKey: notificationKeys.all }, (list) =>
      list?.map((item) => (matches(item) ? { ...item, isRead: true } : item)),
    );
    return rollback;
  };
}

/** The functions `useTaskMutations` returns. */
export type TaskMutations = ReturnType<typeof useTaskMutations>;
