import { delegateTaskResponseSchema, type DelegateTaskInput, type DelegateTaskResponse } from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { taskKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/tasks/:id/delegation`: a new assignment and link. Not an offline change: its answer is
 * the only holder of the link's token, so it is sent now or not at all.
 */
export function delegateTask(taskId: string, input: DelegateTaskInput): Promise<DelegateTaskResponse> {
  return apiFetch(`/api/tasks/${encodeURIComponent(taskId)}/delegation`, delegateTaskResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
}

/**
 * Delegates and puts the answer's task in the caches (its detail at once; the lists and the delegated
 * list read again). Resolves with the whole answer: the link is only in it.
 */
export function useDelegateTask() {
  const queryClient = useQueryClient();
  return useCallback(
    async (taskId: string, input: DelegateTaskInput): Promise<DelegateTaskResponse> => {
      const answer = await delegateTask(taskId, input);
      queryClient.setQueryData(taskKeys.detail(taskId), answer.task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: taskKeys.delegated(), exact: true });
      return answer;
    },
    [queryClient],
  );
}
