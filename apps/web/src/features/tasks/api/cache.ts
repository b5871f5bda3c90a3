/**
 * Optimistic edits of the task caches. Every helper snapshots what it touches and returns a rollback,
 * so a failed operation puts the cache back exactly as it was.
 */
import type { Task } from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Rollback } from '@/lib/operations';
import type { TaskList } from './get-tasks';
import type { MvdList } from './get-mvd';
import { mvdKey, taskKeys, type TaskListParams } from './query-keys';

/** Stops in-flight reads of `keys` so a late answer cannot overwrite an optimistic edit. */
export async function cancelReads(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/** Snapshots every query under the given keys; the returned function restores them. */
export function snapshot(queryClient: QueryClient, ...keys: QueryKey[]): Rollback {
  const saved = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}

/** Applies `update` to the task wherever it is cached: every list and its detail. */
export function updateCachedTask(queryClient: QueryClient, id: string, update: (task: Task) => Task): void {
  queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (list) =>
    list ? { ...list, tasks: list.tasks.map((task) => (task.id === id ? update(task) : task)) } : list,
  );
  queryClient.setQueryData<Task>(taskKeys.detail(id), (task) => (task ? update(task) : task));
}

/** Puts the server's copy of a task wherever it is cached. */
export function storeTask(queryClient: QueryClient, task: Task): void {
  updateCachedTask(queryClient, task.id, () => task);
  queryClient.setQueryData(taskKeys.detail(task.id), task);
}

/** True when a new waiting task belongs in a list with these parameters without asking the server. */
function acceptsNewTask(params: TaskListParams | undefined): boolean {
  if (!params) return true;
  const view = params.view ?? 'active';
  return (
    (view === 'all' || view === 'active') &&
    (params.status === undefined || params.status === 'all' || params.status === 'waiting') &&
    !params.strategyId &&
    !params.q
  );
}

/** Adds a task to the lists it belongs in (lists with other filters are refreshed after the call). */
export function insertCachedTask(queryClient: QueryClient, task: Task): void {
  for (const [key, list] of queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
    const params = key[2] as TaskListParams | undefined;
    if (!list || !acceptsNewTask(params) || list.tasks.some((existing) => existing.id === task.id)) continue;
    queryClient.setQueryData<TaskList>(key, { ...list, tasks: [task, ...list.tasks] });
  }
  queryClient.setQueryData(taskKeys.detail(task.id), task);
}

/** Removes a task from every list, its detail, and the MVD. */
export function removeCachedTask(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (list) =>
    list ? { ...list, tasks: list.tasks.filter((task) => task.id !== id) } : list,
  );
  queryClient.removeQueries({ queryKey: taskKeys.detail(id), exact: true });
  setCachedMvd(queryClient, (ids) => ids.filter((taskId) => taskId !== id));
}

/** Replaces the cached MVD ids. */
export function setCachedMvd(queryClient: QueryClient, update: (ids: string[]) => string[]): void {
  queryClient.setQueryData<MvdList>(mvdKey, (mvd) => (mvd ? { taskIds: update(mvd.taskIds) } : mvd));
}
