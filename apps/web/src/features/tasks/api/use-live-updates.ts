/**
 * Live updates across tabs and devices: `GET /api/events` (Server-Sent Events) announces every change of
 * the user's rows as `event: change` with `{ table, id, version, deleted }`. Task changes are fetched as
 * a delta (`GET /api/tasks?since=N`) and merged into the cached lists; other tables refetch their
 * queries. EventSource reconnects by itself and resumes with `Last-Event-ID`.
 */
import { overlayTask } from '@fokus/core';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { operationQueue } from '@/lib/operations';
import { getTaskDelta, type TaskList } from './get-tasks';
import { readWithPending } from './pending';
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

/** The version the cached unfiltered task lists reflect (what the server has sent up to), or null. */
export function cachedTaskVersion(queryClient: QueryClient): number | null {
  const versions = queryClient
    .getQueriesData<TaskList>({ queryKey: taskKeys.lists() })
    .filter(([key, list]) => list && isUnfilteredList(key[2] as TaskListParams))
    .map(([, list]) => list!.version);
  return versions.length === 0 ? null : Math.min(...versions);
}

/**
 * Brings the task caches up to date after task changes: merges `since` deltas into unfiltered lists
 * (cheap at any list size, and all a client needs after being offline) and refetches filtered lists
 * and open details. Changes still queued on this device stay shown on top of the server's rows.
 */
export async function refreshTasks(queryClient: QueryClient, changedIds: ReadonlySet<string>): Promise<void> {
  const unfilteredLists = () =>
    queryClient
      .getQueriesData<TaskList>({ queryKey: taskKeys.lists() })
      .filter(([key, list]) => list && isUnfilteredList(key[2] as TaskListParams));
  const lists = queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.lists() });
  const mergeable = unfilteredLists();
  const since = Math.min(...mergeable.map(([, list]) => list?.version ?? 0));
  if (mergeable.length > 0 && Number.isFinite(since)) {
    const { value: delta, queue, author } = await readWithPending(() => getTaskDelta(since));
    const shown = delta.tasks.flatMap((task) => {
      const next = overlayTask(task, queue, author);
      return next === null ? [] : [next];
    });
    const changed = new Map(shown.map((task) => [task.id, task]));
    const gone = new Set(delta.deleted.map((row) => row.id));
    for (const task of delta.tasks) if (!changed.has(task.id)) gone.add(task.id);
    // The lists as they are now: a change the user made while the delta was on its way is in them.
    for (const [key, list] of unfilteredLists()) {
      if (!list) continue;
      const kept = list.tasks
        .filter((task) => !gone.has(task.id))
        .map((task) => changed.get(task.id) ?? task);
      const known = new Set(kept.map((task) => task.id));
      const added = shown.filter((task) => !known.has(task.id) && !gone.has(task.id));
      queryClient.setQueryData<TaskList>(key, {
        tasks: [...added, ...kept],
        version: Math.max(list.version, delta.version),
      });
    }
    for (const task of shown) queryClient.setQueryData(taskKeys.detail(task.id), task);
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

/** Tables whose caches a full catch-up refreshes (after coming back online). */
const CATCH_UP_TABLES = ['tasks', 'mvd_tasks', 'task_notifications', 'strategies', 'micro_tasks'] as const;

/**
 * Subscribes to the server's change stream while mounted (once per signed-in screen tree). The stream
 * starts from the version the cached lists reflect, so changes made elsewhere while this device was
 * away (or closed) are announced first. Coming back online sends the queue, then fetches only what
 * changed since that version (`GET /api/tasks?since=N`, with tombstones) and follows the stream again.
 */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const pending = { tables: new Set<string>(), taskIds: new Set<string>() };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = Promise.resolve();
    let source: EventSource | null = null;

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

    const connect = () => {
      const since = cachedTaskVersion(queryClient);
      source = new EventSource(`/api/events${since === null ? '' : `?since=${since}`}`, {
        withCredentials: true,
      });
      source.addEventListener('change', onChange);
    };

    const onOnline = () => {
      void (async () => {
        await operationQueue.flush();
        for (const table of CATCH_UP_TABLES) pending.tables.add(table);
        if (timer !== undefined) clearTimeout(timer);
        flush();
        // The browser gives up on a stream that failed for good; open a new one from where we are.
        if (source?.readyState === EventSource.CLOSED) {
          source.removeEventListener('change', onChange);
          connect();
        }
      })();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      source?.removeEventListener('change', onChange);
      source?.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}
