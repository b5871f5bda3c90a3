import {
  belongsInTaskList,
  taskDeltaResponseSchema,
  taskListResponseSchema,
  type TaskDeltaResponse,
  type TaskListResponse,
} from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { taskKeys, type TaskListParams } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';
import { deviceTimeZone, deviceToday } from '@/lib/today';

/** Answer of `GET /api/tasks`: the tasks and the highest sync version they reflect. */
export type TaskList = TaskListResponse;

/** Answer of `GET /api/tasks?since=N`: rows changed after N, tombstones, and the new version. */
export type TaskDelta = TaskDeltaResponse;

function searchOf(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** `GET /api/tasks` with view and filters, as the server has them. */
export function getTasks(params: TaskListParams = {}, signal?: AbortSignal): Promise<TaskList> {
  // "today" and "upcoming" are read in the device's time zone, as /app reads them.
  const tz = params.view === 'today' || params.view === 'upcoming' ? deviceTimeZone() : undefined;
  return apiFetch(`/api/tasks${searchOf({ ...params, tz })}`, taskListResponseSchema, { signal });
}

/** `GET /api/tasks?since=N`: what changed after version N. */
export function getTaskDelta(since: number, signal?: AbortSignal): Promise<TaskDelta> {
  return apiFetch(`/api/tasks${searchOf({ since })}`, taskDeltaResponseSchema, { signal });
}

/** The user's tasks for a view and filters, with queued changes shown; `data?.tasks` is the array. */
export function useTasks(params: TaskListParams = {}) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: async ({ signal }) => {
      const { value: list, queue, author } = await readWithPending(() => getTasks(params, signal));
      if (queue.length === 0) return list;
      const today = deviceToday();
      const tasks = kinds().tasks.overlay.list(list.tasks, queue, author, (task) =>
        belongsInTaskList(task, params, today),
      );
      return { ...list, tasks };
    },
  });
}
