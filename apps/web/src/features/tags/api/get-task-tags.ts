import { taskTagListResponseSchema, type TaskTag } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { taskTagKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/task-tags`: every tag on every task, as (task, tag) links. */
export function getTaskTags(signal?: AbortSignal): Promise<TaskTag[]> {
  return apiFetch('/api/task-tags', taskTagListResponseSchema, { signal });
}

/** Which tags the person's tasks carry, with queued changes shown. */
export function useTaskTags() {
  return useQuery({
    queryKey: taskTagKeys.all,
    queryFn: async ({ signal }) => {
      const { value, queue } = await readWithPending(() => getTaskTags(signal));
      return queue.length === 0 ? value : kinds().task_tags.overlay.list(value, queue);
    },
  });
}
