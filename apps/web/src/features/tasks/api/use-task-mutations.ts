/**
 * Every task change of the app (tasks, micro-tasks, the MVD), as one hook. Each function checks what can be checked here (an empty
 * title, a full MVD, and anything the server's schemas would refuse, such as a title over the limit),
 * then hands the change to the data layer (`useQueueChange`), which refuses what the server would
 * refuse on its face, stores the rest in the offline queue, shows it in the caches at once and sends
 * it when it can. They never reject: each resolves `true` once the change is applied or safely
 * queued, or `false` when it was refused (the toast is shown — by the data layer's `useSyncAnswers`
 * for refusals that come from the server, possibly much later). An accepted change gets its spec §8
 * success toast.
 */
import {
  MVD_TOAST_DURATION_MS,
  canAddToMvd,
  errorMessage as coreErrorText,
  isDomainError,
  nextMvdPosition,
  validateTaskTitle,
  type CreateMicroTaskInput,
  type CreateTaskInput,
  type Task,
  type TaskStatus,
  type UpdateMicroTaskInput,
  type UpdateTaskInput,
} from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { currentLanguage } from '@/lib/i18n';
import { deviceToday } from '@/lib/today';
import { uuidv7, type Change, type OperationOutcome } from '@/data/operations';
import { isAccepted as accepted, useQueueChange } from '@/data/queue-change';
import { mvdKey, taskKeys } from '@/data/query-keys';
import type { MvdList } from './get-mvd';

/** The spec §8 success toast of an accepted change, if it has one (keys of `success.*`). */
function successKeyOf(change: Change): string | null {
  switch (change.kind) {
    case 'createTask':
      return change.input.type === 'idea' ? 'ideaCreated' : 'created';
    case 'deleteTask':
      return 'deleted';
    case 'addComment':
      return 'commentAdded';
    case 'addTime':
      return 'timeUpdated';
    case 'cancelDelegation':
      return 'delegationCancelled';
    case 'updateTask':
      // Turning an idea into a task sends the type alone.
      if (change.input.type === 'task' && Object.keys(change.input).length === 1) return 'ideaConverted';
      if (change.input.title !== undefined) return 'titleUpdated';
      if (change.input.description !== undefined) return 'descriptionUpdated';
      if (change.input.startDate !== undefined || change.input.dueDate !== undefined) return 'dateUpdated';
      return null;
    default:
      return null;
  }
}

/** The task mutation functions; stable for the life of the component. */
export function useTaskMutations() {
  const queryClient = useQueryClient();
  const queueChange = useQueueChange();
  const { t, i18n } = useTranslation('tasks');

  return useMemo(() => {
    const showError = (description: string) =>
      toast.error(t('errors.title'), { id: 'operation-error', description });

    /** Queues a change (the data layer refuses what the server would) and shows its success toast. */
    async function run(change: Change): Promise<OperationOutcome> {
      const outcome = await queueChange(change);
      const success = successKeyOf(change);
      if (accepted(outcome) && success !== null)
        toast.success(t(`success.${success}` as 'success.created'), { id: 'operation-success' });
      return outcome;
    }

    /** Validates a title with core's rule; shows 'Task title cannot be empty' and returns null if empty. */
    function checkedTitle(title: string): string | null {
      try {
        return validateTaskTitle(title);
      } catch (error) {
        if (isDomainError(error, 'TASK_TITLE_EMPTY')) {
          showError(coreErrorText('TASK_TITLE_EMPTY', currentLanguage(i18n)));
          return null;
        }
        throw error;
      }
    }

    return {
      /**
       * Adds a task (or an idea) with a client-generated id; an empty title shows the spec's toast.
       * Resolves with the task as shown (the server's copy when it answered at once), or null if refused.
       */
      async createTask(
        input: Omit<CreateTaskInput, 'id' | 'type'> & { type?: CreateTaskInput['type'] },
      ): Promise<Task | null> {
        const title = checkedTitle(input.title);
        if (title === null) return null;
        const id = uuidv7();
        const outcome = await run({
          kind: 'createTask',
          input: { ...input, type: input.type ?? 'task', title, id },
        });
        if (outcome.status === 'rejected') return null;
        if (outcome.status !== 'queued') return outcome.result as Task;
        return queryClient.getQueryData<Task>(taskKeys.detail(id)) ?? null;
      },

      /** Edits fields of a task (title trimmed; an empty title is refused with the spec's toast). */
      async updateTask(id: string, input: UpdateTaskInput): Promise<boolean> {
        let body = input;
        if (input.title !== undefined) {
          const title = checkedTitle(input.title);
          if (title === null) return false;
          body = { ...input, title };
        }
        return accepted(await run({ kind: 'updateTask', taskId: id, input: body }));
      },

      /**
       * Turns an idea into a task: the same row with its type changed, so its title, notes, tags and
       * everything else carry over.
       */
      async makeTask(id: string): Promise<boolean> {
        return accepted(await run({ kind: 'updateTask', taskId: id, input: { type: 'task' } }));
      },

      /** Changes the status (core time rules shown at once); congratulates on completion. */
      async changeStatus(id: string, status: TaskStatus, options: { keepTime?: boolean } = {}) {
        const ok = accepted(await run({ kind: 'changeStatus', taskId: id, input: { status, ...options } }));
        if (ok && status === 'completed') toast.success(t('success.congratulation'));
        return ok;
      },

      /** Deletes a task (ask for confirmation first); micro-tasks, MVD entry and notifications go with it. */
      async deleteTask(id: string): Promise<boolean> {
        return accepted(await run({ kind: 'deleteTask', taskId: id }));
      },

      /** Adds reported time: only the added seconds are sent (spec §5). */
      async addTime(id: string, seconds: number): Promise<boolean> {
        return accepted(await run({ kind: 'addTime', taskId: id, seconds }));
      },

      /** Adds a comment; it shows at once and gets the server's id and time when sent. */
      async addComment(id: string, text: string): Promise<boolean> {
        return accepted(await run({ kind: 'addComment', taskId: id, input: { text } }));
      },

      /** Cancels a task's delegation (queued; the old link stops working once the server applies it). */
      async cancelDelegation(id: string): Promise<boolean> {
        return accepted(await run({ kind: 'cancelDelegation', taskId: id }));
      },

      /**
       * Puts a task into the minimum viable day or takes it out (3 s toast). A 4th is refused here with
       * 'Minimum viable day can have maximum 3 tasks'; the server enforces the same limit.
       */
      async toggleMvd(id: string): Promise<boolean> {
        const list = queryClient.getQueryData<MvdList>(mvdKey);
        const current = list?.taskIds ?? [];
        const adding = !current.includes(id);
        if (adding && !canAddToMvd(current)) {
          showError(coreErrorText('MVD_LIMIT_EXCEEDED', currentLanguage(i18n)));
          return false;
        }
        // A new key task is for the device's today, at the end of the list.
        const add: Change = {
          kind: 'addToMvd',
          taskId: id,
          plannedFor: deviceToday(),
          position: nextMvdPosition(list?.entries ?? []),
        };
        const ok = accepted(await run(adding ? add : { kind: 'removeFromMvd', taskId: id }));
        if (ok)
          toast.success(t(adding ? 'success.mvdAdded' : 'success.mvdRemoved'), {
            duration: MVD_TOAST_DURATION_MS,
          });
        return ok;
      },

      /** Puts the MVD in a new order (`taskIds`: the list's task ids, in the new order). */
      async reorderMvd(taskIds: string[]): Promise<boolean> {
        return accepted(await run({ kind: 'reorderMvd', taskIds }));
      },

      /** Adds a micro-task at the end (or at `order`). */
      async createMicroTask(taskId: string, input: Omit<CreateMicroTaskInput, 'id'>): Promise<boolean> {
        return accepted(await run({ kind: 'createMicroTask', taskId, input: { ...input, id: uuidv7() } }));
      },

      /** Renames, checks or re-estimates a micro-task. */
      async updateMicroTask(
        _taskId: string,
        microTaskId: string,
        input: UpdateMicroTaskInput,
      ): Promise<boolean> {
        return accepted(await run({ kind: 'updateMicroTask', microTaskId, input }));
      },

      /** Reorders a task's micro-tasks; `ids` lists every one of them once, in the new order. */
      async reorderMicroTasks(taskId: string, ids: string[]): Promise<boolean> {
        return accepted(await run({ kind: 'reorderMicroTasks', taskId, ids }));
      },

      /** Deletes a micro-task. */
      async deleteMicroTask(_taskId: string, microTaskId: string): Promise<boolean> {
        return accepted(await run({ kind: 'deleteMicroTask', microTaskId }));
      },
    };
  }, [queryClient, queueChange, t, i18n]);
}

/** The functions `useTaskMutations` returns. */
export type TaskMutations = ReturnType<typeof useTaskMutations>;
