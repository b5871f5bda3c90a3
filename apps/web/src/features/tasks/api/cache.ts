/**
 * The task caches, edited in one way: a queued change is applied to every cached query it touches with
 * core's pending overlay (the same functions that re-apply the queue after each read), and the
 * server's answer to an applied operation replaces the optimistic copy.
 */
import {
  overlayMicroTasks,
  overlayMvd,
  overlayNotifications,
  overlayTask,
  overlayTaskList,
  type ChangeAuthor,
  type MicroTask,
  type QueuedChange,
  type Task,
  type TaskNotification,
} from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TaskList } from './get-tasks';
import type { MvdList } from './get-mvd';
import { currentPendingChanges } from './pending';
import { mvdKey, notificationKeys, taskKeys, type TaskListParams } from './query-keys';

/** Stops in-flight reads of `keys` so a late answer cannot overwrite an optimistic edit. */
export async function cancelReads(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/** True when a new waiting task belongs in a list with these parameters without asking the server. */
export function acceptsNewTask(params: TaskListParams | undefined): boolean {
  if (!params) return true;
  const view = params.view ?? 'active';
  return (
    (view === 'all' || view === 'active') &&
    (params.status === undefined || params.status === 'all' || params.status === 'waiting') &&
    !params.strategyId &&
    !params.q
  );
}

/** True for the key of a task's micro-task list. */
function isMicroTaskKey(key: QueryKey): boolean {
  return key[0] === taskKeys.all[0] && key[3] === 'micro-tasks';
}

/** Applies queued changes to one cached query of the task feature (lists, details, steps, MVD, notifications). */
function overlayCachedQuery(
  queryClient: QueryClient,
  key: QueryKey,
  queue: readonly QueuedChange[],
  author: ChangeAuthor,
): void {
  const data: unknown = queryClient.getQueryData(key);
  if (data === undefined || queue.length === 0) return;
  if (key[0] === mvdKey[0]) {
    queryClient.setQueryData<MvdList>(key, { taskIds: overlayMvd((data as MvdList).taskIds, queue) });
  } else if (key[0] === notificationKeys.all[0]) {
    queryClient.setQueryData(key, overlayNotifications(data as TaskNotification[], queue));
  } else if (key[0] === taskKeys.all[0] && key[1] === taskKeys.lists()[1]) {
    const list = data as TaskList;
    const params = key[2] as TaskListParams | undefined;
    const tasks = overlayTaskList(list.tasks, queue, author, () => acceptsNewTask(params));
    queryClient.setQueryData<TaskList>(key, { ...list, tasks });
  } else if (isMicroTaskKey(key)) {
    queryClient.setQueryData(key, overlayMicroTasks(String(key[2]), data as MicroTask[], queue, author.id));
  } else if (key[0] === taskKeys.all[0] && key[1] === taskKeys.details()[1]) {
    const next = overlayTask(data as Task, queue, author);
    if (next === null) queryClient.removeQueries({ queryKey: key, exact: true });
    else queryClient.setQueryData(key, next);
  }
}

/** The cached queries that hold the user's task data. */
function taskDataKeys(queryClient: QueryClient): QueryKey[] {
  return [taskKeys.all, mvdKey, notificationKeys.all].flatMap((queryKey) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .map((query) => query.queryKey),
  );
}

/** Shows a queued change in every cached query it touches. */
export async function applyQueuedToCache(
  queryClient: QueryClient,
  queued: QueuedChange,
  author: ChangeAuthor,
): Promise<void> {
  await cancelReads(queryClient, taskKeys.all, mvdKey, notificationKeys.all);
  for (const key of taskDataKeys(queryClient)) overlayCachedQuery(queryClient, key, [queued], author);
  if (queued.change.kind === 'createTask') {
    const created = overlayTaskList([], [queued], author)[0];
    if (created) queryClient.setQueryData(taskKeys.detail(created.id), created);
  }
}

/**
 * After the cache was restored from the device: each query shows the changes queued after it was
 * last written (a query's data holds every change queued before its last update, so only later ones
 * are applied — never one twice).
 */
export function showQueuedChangesAfterRestore(
  queryClient: QueryClient,
  pending: { queue: readonly QueuedChange[]; author: ChangeAuthor } = currentPendingChanges(),
): void {
  for (const key of taskDataKeys(queryClient)) {
    const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
    const newer = pending.queue.filter((queued) => queued.at.getTime() > updatedAt);
    overlayCachedQuery(queryClient, key, newer, pending.author);
  }
}

/**
 * Puts the server's copy of a task wherever it is cached, with the changes still queued for it shown
 * on top (so a later queued edit does not flicker away when an earlier one is answered).
 */
export function storeTask(
  queryClient: QueryClient,
  task: Task,
  pending: { queue: readonly QueuedChange[]; author: ChangeAuthor },
): void {
  const shown = overlayTask(task, pending.queue, pending.author);
  if (shown === null) return;
  queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (list) =>
    list ? { ...list, tasks: list.tasks.map((item) => (item.id === task.id ? shown : item)) } : list,
  );
  queryClient.setQueryData(taskKeys.detail(task.id), shown);
}
