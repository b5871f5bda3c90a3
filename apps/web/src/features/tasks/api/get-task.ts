import { taskResponseSchema, type Task } from '@fokus/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { taskKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';
import type { TaskList } from './get-tasks';

/** `GET /api/tasks/:id`. */
export function getTask(id: string, signal?: AbortSignal): Promise<Task> {
  return apiFetch(`/api/tasks/${encodeURIComponent(id)}`, taskResponseSchema, { signal });
}

/**
 * One task, with queued changes shown. It starts from the copy in any cached list (so a detail panel
 * opens instantly) and is kept in step by the mutation layer and live updates. A task created while
 * offline exists only in the queue: the server's 404 then stands for "not sent yet", not "gone".
 */
export function useTask(id: string | null | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const { value: task, queue, author } = await readWithPending(() => getTask(id ?? '', signal));
      const shown = queue.length === 0 ? task : kinds().tasks.overlay.one(task, queue, author);
      if (shown === null) throw new Error('The task is being deleted');
      return shown;
    },
    enabled: typeof id === 'string' && id !== '',
    initialData: () => {
      for (const [, list] of queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
        const found = list?.tasks.find((task) => task.id === id);
        if (found) return found;
      }
      return undefined;
    },
    // A list copy is as fresh as its list; 0 makes the detail confirm it once in the background.
    initialDataUpdatedAt: 0,
  });
}
