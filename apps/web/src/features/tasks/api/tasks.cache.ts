/**
 * Tasks in the query cache: lists (by view and filters) and details. Queued changes show through
 * core's task overlays; an applied change's answer replaces the optimistic copy; live events merge a
 * `since` delta into the unfiltered lists.
 */
import { belongsInTaskList, type ChangeAuthor, type QueuedChange, type Task } from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CacheAdapter, PendingChanges } from '@/data/cache-adapter';
import { kinds, readWithPending } from '@/data/pending';
import { notificationKeys, taskKeys, type TaskListParams } from '@/data/query-keys';
import { deviceToday } from '@/lib/today';
import { getTaskDelta, type TaskList } from './get-tasks';

/**
 * Puts the server's copy of a task wherever it is cached, with the changes still queued for it shown
 * on top (so a later queued edit does not flicker away when an earlier one is answered).
 */
export function storeTask(queryClient: QueryClient, task: Task, pending: PendingChanges): void {
  const shown =
    pending.queue.length === 0 ? task : kinds().tasks.overlay.one(task, pending.queue, pending.author);
  if (shown === null) return;
  queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.lists() }, (list) =>
    list ? { ...list, tasks: list.tasks.map((item) => (item.id === task.id ? shown : item)) } : list,
  );
  queryClient.setQueryData(taskKeys.detail(task.id), shown);
}

/** Applies queued changes to one cached task list or detail. */
function overlayTaskQuery(
  queryClient: QueryClient,
  key: QueryKey,
  queue: readonly QueuedChange[],
  author: ChangeAuthor,
): void {
  const data: unknown = queryClient.getQueryData(key);
  if (key[1] === taskKeys.lists()[1]) {
    const list = data as TaskList;
    const params = key[2] as TaskListParams | undefined;
    const today = deviceToday();
    const tasks = kinds().tasks.overlay.list(list.tasks, queue, author, (task) =>
      belongsInTaskList(task, params ?? {}, today),
    );
    queryClient.setQueryData<TaskList>(key, { ...list, tasks });
  } else if (key[1] === taskKeys.delegated()[1]) {
    // The delegated list: a queued cancellation takes the task out at once; a task created on this
    // device is not delegated yet.
    const tasks = kinds()
      .tasks.overlay.list(data as Task[], queue, author, () => false)
      .filter((task) => task.isDelegated);
    queryClient.setQueryData<Task[]>(key, tasks);
  } else if (key[1] === taskKeys.details()[1]) {
    const next = kinds().tasks.overlay.one(data as Task, queue, author);
    if (next === null) queryClient.removeQueries({ queryKey: key, exact: true });
    else queryClient.setQueryData(key, next);
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
      const next = queue.length === 0 ? task : kinds().tasks.overlay.one(task, queue, author);
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
    // The delegated list is small and filtered by the server: read again (the delegate may have acted).
    queryClient.invalidateQueries({ queryKey: taskKeys.delegated(), exact: true }),
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

/** The cache adapter of tasks. */
export const tasksCache: CacheAdapter<'tasks'> = {
  roots: taskKeys.all,
  overlay: overlayTaskQuery,
  onQueued: (queryClient, queued, author) => {
    // A new task opens in its detail panel at once, from the queue alone.
    if (queued.change.kind !== 'createTask') return;
    const created = kinds().tasks.overlay.list([], [queued], author)[0];
    if (created) queryClient.setQueryData(taskKeys.detail(created.id), created);
  },
  storeAnswer: (queryClient, change, answer, pending) => {
    switch (change.kind) {
      case 'createTask':
      case 'updateTask':
      case 'addTime':
      case 'addComment':
        storeTask(queryClient, answer as Task, pending);
        return;
      case 'cancelDelegation':
        storeTask(queryClient, answer as Task, pending);
        void queryClient.invalidateQueries({ queryKey: taskKeys.delegated(), exact: true });
        return;
      case 'changeStatus':
        storeTask(queryClient, (answer as { task: Task }).task, pending);
        // The server wrote a status notification with it.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        return;
      case 'deleteTask':
        return;
    }
  },
  refresh: refreshTasks,
  streamVersion: cachedTaskVersion,
  refusalKey: {
    createTask: () => 'tasks:errors.create',
    updateTask: ({ input }) => {
      if (input.title !== undefined) return 'tasks:errors.titleUpdate';
      if (input.description !== undefined) return 'tasks:errors.descriptionUpdate';
      if (input.startDate !== undefined || input.dueDate !== undefined) return 'tasks:errors.dateUpdate';
      if (input.importance !== undefined || input.urgency !== undefined) return 'tasks:errors.priorityUpdate';
      return 'tasks:errors.update';
    },
    changeStatus: () => 'tasks:errors.status',
    addTime: () => 'tasks:errors.time',
    addComment: () => 'tasks:errors.comment',
    cancelDelegation: () => 'tasks:errors.cancelDelegation',
    deleteTask: () => 'tasks:errors.delete',
  },
};
