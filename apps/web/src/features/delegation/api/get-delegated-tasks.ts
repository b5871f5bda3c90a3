import { delegatedTaskListResponseSchema, type Task } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/delegated-tasks`: the owner's live delegated tasks, most recently delegated first. */
export function getDelegatedTasks(signal?: AbortSignal): Promise<Task[]> {
  return apiFetch('/api/delegated-tasks', delegatedTaskListResponseSchema, { signal });
}

/**
 * The delegated tasks. Cached under the tasks root: task live updates read it again, and a queued
 * cancellation takes its task out at once (the tasks cache adapter's overlay).
 */
export function useDelegatedTasks() {
  return useQuery({ queryKey: taskKeys.delegated(), queryFn: ({ signal }) => getDelegatedTasks(signal) });
}
