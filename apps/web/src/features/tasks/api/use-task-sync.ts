/**
 * What the task feature does when the queue hears back from the server (mounted once by the signed-in
 * shell): an applied change gets the server's copy into the caches; a refused one is reported with the
 * spec's toast for that change (§8) and the caches are refreshed from the server, so nothing shows a
 * change that will never happen. Also the one-time move of device-kept MVD ids into the database.
 */
import {
  errorMessage as coreErrorText,
  isErrorCode,
  mvdIdsToMigrate,
  mvdStorageKey,
  type ErrorCode,
  type Language,
  type MicroTask,
  type SyncChange,
  type Task,
} from '@fokus/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { currentLanguage } from '@/lib/i18n';
import { executeChange, operationQueue, type SettledOperation } from '@/lib/operations';
import { readStorage, removeStorage } from '@/lib/storage';
import { applyQueuedToCache, storeTask } from './cache';
import { currentPendingChanges } from './pending';
import { mvdKey, notificationKeys, taskKeys } from './query-keys';

/** The toast key of a refused change, by what it changed (spec §8 names one per kind). */
export function errorKeyOf(change: SyncChange | null): string {
  switch (change?.kind) {
    case 'createTask':
      return 'create';
    case 'updateTask': {
      const input = change.input;
      if (input.title !== undefined) return 'titleUpdate';
      if (input.description !== undefined) return 'descriptionUpdate';
      if (input.startDate !== undefined || input.dueDate !== undefined) return 'dateUpdate';
      if (input.importance !== undefined || input.urgency !== undefined) return 'priorityUpdate';
      if (input.attachments !== undefined) return 'attachmentsUpdate';
      return 'update';
    }
    case 'changeStatus':
      return 'status';
    case 'deleteTask':
      return 'delete';
    case 'addTime':
      return 'time';
    case 'addComment':
      return 'comment';
    case 'addToMvd':
      return 'mvdAdd';
    case 'removeFromMvd':
      return 'mvdRemove';
    case 'createMicroTask':
      return 'microTaskCreate';
    case 'updateMicroTask':
    case 'reorderMicroTasks':
      return 'microTaskUpdate';
    case 'deleteMicroTask':
      return 'microTaskDelete';
    case 'markNotificationRead':
    case 'markTaskNotificationsRead':
      return 'notification';
    default:
      return 'update';
  }
}

/** Codes whose own text is what the user must see (spec §5/§8); others show the change's toast. */
const CODES_SHOWN_AS_IS: readonly ErrorCode[] = ['TASK_TITLE_EMPTY', 'MVD_LIMIT_EXCEEDED', 'UNAUTHENTICATED'];

/** The message for a refused change, in the interface language. */
export function refusalMessage(
  settled: Pick<SettledOperation, 'change' | 'outcome'>,
  t: TFunction<'tasks'>,
  language: Language,
): string {
  const code = settled.outcome.status === 'rejected' ? settled.outcome.code : '';
  if (isErrorCode(code) && CODES_SHOWN_AS_IS.includes(code)) return coreErrorText(code, language);
  return t(`errors.${errorKeyOf(settled.change)}` as 'errors.update');
}

/** Puts the server's answer to an applied change into the caches. */
function foldAnswer(queryClient: QueryClient, { change, outcome }: SettledOperation): void {
  if (outcome.status === 'rejected' || change === null || outcome.result === null) return;
  const pending = currentPendingChanges();
  switch (change.kind) {
    case 'createTask':
    case 'updateTask':
    case 'addTime':
    case 'addComment':
      storeTask(queryClient, outcome.result as Task, pending);
      return;
    case 'changeStatus':
      storeTask(queryClient, (outcome.result as { task: Task }).task, pending);
      return;
    case 'createMicroTask':
    case 'updateMicroTask': {
      const step = outcome.result as MicroTask;
      queryClient.setQueryData<MicroTask[]>(taskKeys.microTasks(step.taskId), (list) =>
        list?.map((item) => (item.id === step.id ? step : item)),
      );
      return;
    }
    default:
      return;
  }
}

/** Applies the queue's answers to the caches and reports refusals (mounted once, signed in). */
export function useTaskSync(): void {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('tasks');
  useEffect(
    () =>
      operationQueue.onSettled((settled) => {
        const refused = settled.filter((item) => item.outcome.status === 'rejected');
        for (const item of settled) foldAnswer(queryClient, item);
        if (settled.some((item) => item.change?.kind === 'changeStatus'))
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        if (refused.length === 0) return;
        const first = refusalMessage(refused[0]!, t, currentLanguage(i18n));
        toast.error(t('errors.title'), {
          id: 'operation-error',
          description:
            refused.length === 1 ? first : t('errors.refusedMany', { first, count: refused.length - 1 }),
        });
        // What the cache shows included the refused changes: ask the server again (queued ones stay on top).
        void queryClient.invalidateQueries({ queryKey: taskKeys.all });
        void queryClient.invalidateQueries({ queryKey: mvdKey });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [queryClient, t, i18n],
  );
}

/**
 * The one-time move of MVD ids kept on this device into the database (spec §4): when the user's
 * database list is empty, the device's ids of tasks that still exist are added (up to the limit) and
 * the device key is removed either way, so it happens once.
 */
export function useMvdMigration(
  userId: string | null,
  state: { mvdIds: readonly string[] | undefined; taskIds: readonly string[] | undefined },
): void {
  const queryClient = useQueryClient();
  const done = useRef(false);
  const { mvdIds, taskIds } = state;
  useEffect(() => {
    if (done.current || userId === null || mvdIds === undefined || taskIds === undefined) return;
    done.current = true;
    const key = mvdStorageKey(userId);
    const stored = readStorage(key);
    if (stored === null) return;
    let local: string[] = [];
    try {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) local = parsed.filter((id): id is string => typeof id === 'string');
    } catch {
      // An unreadable value holds nothing to move.
    }
    removeStorage(key);
    const author = operationQueue.getOwner() ?? { id: userId, email: '' };
    for (const taskId of mvdIdsToMigrate(local, mvdIds, new Set(taskIds)))
      void executeChange(
        { kind: 'addToMvd', taskId },
        { optimistic: (queued) => applyQueuedToCache(queryClient, queued, author) },
      );
  }, [userId, mvdIds, taskIds, queryClient]);
}
