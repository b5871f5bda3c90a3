import { overlayTaskList, type Task } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { acceptsNewTask } from './cache';
import { readWithPending } from './pending';
import { taskKeys, type TaskListParams } from './query-keys';

/** Answer of `GET /api/tasks`: the tasks and the highest sync version they reflect. */
export interface TaskList {
  tasks: Task[];
  version: number;
}

/** Answer of `GET /api/tasks?since=N`: rows changed after N, tombstones, and the new version. */
export interface TaskDelta {
  tasks: Task[];
  deleted: { id: string; version: number }[];
  version: number;
}

function searchOf(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** `GET /api/tasks` with view and filters, as the server has them. */
export function getTasks(params: TaskListParams = {}, signal?: AbortSignal): Promise<TaskList> {
  return apiFetch<TaskList>(`/api/tasks${searchOf({ ...params })}`, { signal });
}

/** `GET /api/tasks?since=N`: what changed after version N. */
export function getTaskDelta(since: number, signal?: AbortSignal): Promise<TaskDelta> {
  return apiFetch<TaskDelta>(`/api/tasks${searchOf({ since })}`, { signal });
}

/** The user's tasks for a view and filters, with queued changes shown; `data?.tasks` is the array. */
export function useTasks(params: TaskListParams = {}) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: async ({ signal }) => {
      const { value: list, queue, author } = await readWithPending(() => getTasks(params, signal));
      return { ...list, tasks: overlayTaskList(list.tasks, queue, author, () => acceptsNewTask(params)) };
    },
  });
}
