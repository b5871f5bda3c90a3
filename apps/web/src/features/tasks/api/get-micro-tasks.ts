import type { MicroTask } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { taskKeys } from './query-keys';

/** `GET /api/tasks/:id/micro-tasks`, in their order. */
export function getMicroTasks(taskId: string, signal?: AbortSignal): Promise<MicroTask[]> {
  return apiFetch<MicroTask[]>(`/api/tasks/${encodeURIComponent(taskId)}/micro-tasks`, { signal });
}

/** A task's micro-tasks. */
export function useMicroTasks(taskId: string | null | undefined) {
  return useQuery({
    queryKey: taskKeys.microTasks(taskId ?? ''),
    queryFn: ({ signal }) => getMicroTasks(taskId ?? '', signal),
    enabled: typeof taskId === 'string' && taskId !== '',
  });
}
