/**
 * Live updates across tabs and devices: `GET /api/events` (Server-Sent Events) announces every change of
 * the user's rows as `event: change` with `{ table, id, version, deleted }`. Task changes are fetched as
 * a delta (`GET /api/tasks?since=N`) and merged into the cached lists; other tables refetch their
 * queries. EventSource reconnects by itself and resumes with `Last-Event-ID`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTaskDelta, type TaskList } from './get-tasks';
import { mvdKey, notificationKeys, strategiesKey, taskKeys, type TaskListParams } from './query-keys';

/** One change announced by the server. */
export interface ChangeEvent {
  table: string;
  id: string;
  version: number;
  deleted: boolean;
}

/** Reads an event's data; anything malformed is ignored rather than breaking the stream. */
export function parseChangeEvent(data: unknown): ChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { table, id, version, deleted } = value as Record<string, unknown>;
    if (typeof table !== 'string' || typeof id !== 'string' || typeof version !== 'number') return null;
    return { table, id, version, deleted: deleted === true };
  } catch {
    return null;
  }
}

/** A list the delta can be merged into as is: every task of the user, no server-side filter. */
function isUnfilteredList(params: TaskListParams | undefined): boolean {
  return (
    params?.view === 'all' && !params.q && !params.strategyId && (!params.status || params.status === 'all')
  );
}

/**
 * Brings the task caches up to date after task changes: merges `since` deltas into unfiltered lists
 * (cheap at any list size) and refetches filtered lists and open details.
 */
export async function refreshTasks(queryClient: QueryClient, changedIds: ReadonlySet<string>): Promise<void> {
  const lists = queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.lists() });
  const mergeable = lists.filter(([key, list]) => list && isUnfilteredList(key[2] as TaskListParams));
  const since = Math.min(...mergeable.map(([, list]) => list?.version ?? 0));
  if (mergeable.length > 0 && Number.isFinite(since)) {
    const delta = await getTaskDelta(since);
    const changed = new Map(delta.tasks.map((task) => [task.id, task]));
    const gone = new Set(delta.deleted.map((row) => row.id));
    for (const [key, list] of mergeable) {
      if (!list) continue;
      const kept = list.tasks
        .filter((task) => !gone.has(task.id))
        .map((task) => changed.get(task.id) ?? task);
      const known = new Set(kept.map((task) => task.id));
      const added = delta.tasks.filter((task) => !known.has(task.id) && !gone.has(task.id));
      queryClient.setQueryData<TaskList>(key, {
        tasks: [...added, ...kept],
        version: Math.max(list.version, delta.version),
      });
    }
    for (const task of delta.tasks) queryClient.setQueryData(taskKeys.detail(task.id), task);
    for (const id of gone) queryClient.removeQueries({ queryKey: taskKeys.detail(id), exact: true });
  }
  await Promise.all([
    ...lists
      .filter(([key]) => !isUnfilteredList(key[2] as TaskListParams))
      .map(([key]) => queryClient.invalidateQueries({ queryKey: key, exact: true })),
    ...(mergeable.length === 0
      ? [...changedIds].map((id) =>
          queryClient.invalidateQueries({ queryKey: taskKeys.detail(id), exact: true }),
        )
      : []),
  ]);
}

/** How long to gather events before refreshing: a burst (e.g. a status change and its notification) costs one fetch. */
const BATCH_MS = 100;

/** Subscribes to the server's change stream while mounted (once per signed-in screen tree). */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const pending = { tables: new Set<string>(), taskIds: new Set<string>() };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = Promise.resolve();

    const flush = () => {
      timer = undefined;
      const tables = new Set(pending.tables);
      const taskIds = new Set(pending.taskIds);
      pending.tables.clear();
      pending.taskIds.clear();
      // One refresh at a time, so two deltas never race to write the same list.
      running = running.then(async () => {
        try {
          if (tables.has('tasks')) await refreshTasks(queryClient, taskIds);
          if (tables.has('mvd_tasks')) await queryClient.invalidateQueries({ queryKey: mvdKey });
          if (tables.has('task_notifications'))
            await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          if (tables.has('strategies')) await queryClient.invalidateQueries({ queryKey: strategiesKey });
          if (tables.has('micro_tasks'))
            await queryClient.invalidateQueries({
              predicate: (query) => query.queryKey[0] === 'tasks' && query.queryKey[3] === 'micro-tasks',
            });
        } catch {
          // A failed refresh is retried by the next event or the next visit; the stream goes on.
        }
      });
    };

    const onChange = (event: MessageEvent) => {
      const change = parseChangeEvent(event.data);
      if (!change) return;
      pending.tables.add(change.table);
      if (change.table === 'tasks') pending.taskIds.add(change.id);
      timer ??= setTimeout(flush, BATCH_MS);
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}
