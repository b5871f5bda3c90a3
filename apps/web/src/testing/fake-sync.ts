/**
 * The fake server's `POST /api/sync`: each queued operation is answered by the REST route the real
 * server applies it with (docs/api.md), so a test describes the server once, route by route, and the
 * offline queue talks to it exactly as it talks to the real one. Like the real server: 2xx → applied,
 * 404 → deferred (its row may not exist yet), other 4xx → rejected, 5xx → deferred.
 */
import { changeOfOperation, type SyncChange, type SyncOperationResult } from '@fokus/core';

/** The REST call that performs a change. */
export function restCallOf(change: SyncChange): { method: string; path: string; body?: unknown } {
  const enc = encodeURIComponent;
  switch (change.kind) {
    case 'createTask':
      return { method: 'POST', path: '/api/tasks', body: change.input };
    case 'updateTask':
      return { method: 'PATCH', path: `/api/tasks/${enc(change.taskId)}`, body: change.input };
    case 'changeStatus':
      return { method: 'POST', path: `/api/tasks/${enc(change.taskId)}/status`, body: change.input };
    case 'addTime':
      return {
        method: 'POST',
        path: `/api/tasks/${enc(change.taskId)}/time`,
        body: { seconds: change.seconds },
      };
    case 'addComment':
      return { method: 'POST', path: `/api/tasks/${enc(change.taskId)}/comments`, body: change.input };
    case 'cancelDelegation':
      return { method: 'DELETE', path: `/api/tasks/${enc(change.taskId)}/delegation` };
    case 'deleteTask':
      return { method: 'DELETE', path: `/api/tasks/${enc(change.taskId)}` };
    case 'addToMvd':
      return {
        method: 'PUT',
        path: `/api/mvd/${enc(change.taskId)}`,
        body: { plannedFor: change.plannedFor, position: change.position },
      };
    case 'reorderMvd':
      return { method: 'PUT', path: '/api/mvd/order', body: { taskIds: change.taskIds } };
    case 'planMvdTask':
      return {
        method: 'PATCH',
        path: `/api/mvd/${enc(change.taskId)}`,
        body: { plannedFor: change.plannedFor },
      };
    case 'removeFromMvd':
      return { method: 'DELETE', path: `/api/mvd/${enc(change.taskId)}` };
    case 'createMicroTask':
      return { method: 'POST', path: `/api/tasks/${enc(change.taskId)}/micro-tasks`, body: change.input };
    case 'updateMicroTask':
      return { method: 'PATCH', path: `/api/micro-tasks/${enc(change.microTaskId)}`, body: change.input };
    case 'reorderMicroTasks':
      return {
        method: 'PUT',
        path: `/api/tasks/${enc(change.taskId)}/micro-tasks/order`,
        body: { ids: change.ids },
      };
    case 'deleteMicroTask':
      return { method: 'DELETE', path: `/api/micro-tasks/${enc(change.microTaskId)}` };
    case 'markNotificationRead':
      return { method: 'POST', path: `/api/notifications/${enc(change.notificationId)}/read` };
    case 'markTaskNotificationsRead':
      return { method: 'POST', path: `/api/tasks/${enc(change.taskId)}/notifications/read` };
    case 'createTag':
      return { method: 'POST', path: '/api/tags', body: change.input };
    case 'updateTag':
      return { method: 'PATCH', path: `/api/tags/${enc(change.tagId)}`, body: change.input };
    case 'deleteTag':
      return { method: 'DELETE', path: `/api/tags/${enc(change.tagId)}` };
    case 'tagTask':
      return { method: 'PUT', path: `/api/tasks/${enc(change.taskId)}/tags/${enc(change.tagId)}` };
    case 'untagTask':
      return { method: 'DELETE', path: `/api/tasks/${enc(change.taskId)}/tags/${enc(change.tagId)}` };
    case 'createStrategy':
      return { method: 'POST', path: '/api/strategies', body: change.input };
    case 'updateStrategy':
      return { method: 'PATCH', path: `/api/strategies/${enc(change.strategyId)}`, body: change.input };
    case 'deleteStrategy':
      return { method: 'DELETE', path: `/api/strategies/${enc(change.strategyId)}` };
    case 'createChatMessage':
      return { method: 'POST', path: '/api/chat-messages', body: change.input };
    case 'setChatActionApplied':
      return {
        method: 'PATCH',
        path: `/api/chat-messages/${enc(change.messageId)}/actions/${change.actionIndex}`,
        body: change.input,
      };
    case 'clearChat':
      return { method: 'DELETE', path: `/api/chat-messages/${enc(change.throughId)}` };
    case 'createPomodoroSession':
      return { method: 'POST', path: '/api/pomodoro-sessions', body: change.input };
  }
}

/** Thrown when a route of the batch simulates a network failure: the whole sync request fails. */
export class FakeNetworkError extends Error {}

/**
 * Answers a sync request body by calling `perform` (the fake server's REST dispatch) for each
 * operation in order.
 */
export async function answerSync(
  body: unknown,
  perform: (call: { method: string; path: string; body?: unknown }) => Promise<{
    status: number;
    body: unknown;
    networkError?: boolean;
  }>,
): Promise<{ results: SyncOperationResult[] }> {
  const operations = (body as { operations?: unknown[] } | null)?.operations ?? [];
  const results: SyncOperationResult[] = [];
  for (const operation of operations) {
    const id = (operation as { id?: unknown } | null)?.id;
    const opId = typeof id === 'string' ? id : null;
    const parsed = changeOfOperation(operation);
    if (!parsed.ok) {
      results.push({ id: opId, status: 'rejected', code: parsed.code, message: parsed.message });
      continue;
    }
    const answer = await perform(restCallOf(parsed.change));
    if (answer.networkError) throw new FakeNetworkError('Failed to fetch');
    const error = answer.body as { code?: string; message?: string } | null;
    if (answer.status < 300) results.push({ id: opId, status: 'applied', result: answer.body ?? null });
    else if (answer.status === 404 || answer.status >= 500)
      results.push({ id: opId, status: 'deferred', code: error?.code ?? 'NOT_FOUND' });
    else
      results.push({
        id: opId,
        status: 'rejected',
        code: error?.code ?? 'BAD_REQUEST',
        message: error?.message ?? '',
      });
  }
  return { results };
}
