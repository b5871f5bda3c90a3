import { microTaskListResponseSchema, sortMicroTasks, type MicroTask } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { microTaskKeys } from '@/data/query-keys';
import { ApiError, apiFetch } from '@/lib/api-client';

/** `GET /api/tasks/:id/micro-tasks`, in their order. */
export function getMicroTasks(taskId: string, signal?: AbortSignal): Promise<MicroTask[]> {
  return apiFetch(`/api/tasks/${encodeURIComponent(taskId)}/micro-tasks`, microTaskListResponseSchema, {
    signal,
  });
}

/** A task's micro-tasks, with queued changes shown. */
export function useMicroTasks(taskId: string | null | undefined) {
  return useQuery({
    queryKey: microTaskKeys.list(taskId ?? ''),
    queryFn: async ({ signal }) => {
      const id = taskId ?? '';
      const { value, queue, author } = await readWithPending(async () => {
        try {
          return await getMicroTasks(id, signal);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return error;
          throw error;
        }
      });
      // A task still in the queue has no steps on the server yet: only the queued ones.
      const createdOffline = queue.some(
        ({ change }) => change.kind === 'createTask' && change.input.id === id,
      );
      if (value instanceof ApiError && !createdOffline) throw value;
      const steps: MicroTask[] = value instanceof ApiError ? [] : value;
      return queue.length === 0
        ? sortMicroTasks(steps)
        : kinds().micro_tasks.overlay.list(id, steps, queue, author.id);
    },
    enabled: typeof taskId === 'string' && taskId !== '',
  });
}
