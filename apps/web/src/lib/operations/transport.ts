/**
 * Sends one operation through its REST route of docs/api.md. This is the only place that knows how an
 * operation becomes an HTTP call; the offline queue later replays the same operations through it.
 */
import type { PendingOperation } from '@fokus/core';
import { apiFetch } from '@/lib/api-client';

const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, {
    method,
    ...(body === undefined ? {} : { headers: JSON_HEADERS, body: JSON.stringify(body) }),
  });
}

const enc = encodeURIComponent;

/** The fields of `data` other than the listed ones (the row id and routing markers are not body fields). */
function without(data: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

/** An operation that no route accepts: a programming error, never a user-facing one. */
export class UnroutableOperationError extends Error {
  constructor(operation: PendingOperation) {
    super(`No API route for ${operation.type} on ${operation.table}`);
    this.name = 'UnroutableOperationError';
  }
}

/** Performs the operation's REST call and returns the server's answer (its JSON body, or null for 204). */
export function sendOperation(operation: PendingOperation): Promise<unknown> {
  const { type, table, data } = operation;
  const id = typeof data.id === 'string' ? data.id : '';
  if (table === 'tasks') {
    if (type === 'create') return send('POST', '/api/tasks', data);
    if (type === 'delete') return send('DELETE', `/api/tasks/${enc(id)}`);
    if ('status' in data) return send('POST', `/api/tasks/${enc(id)}/status`, without(data, 'id'));
    if ('addSeconds' in data) return send('POST', `/api/tasks/${enc(id)}/time`, { seconds: data.addSeconds });
    if ('addComment' in data)
      return send('POST', `/api/tasks/${enc(id)}/comments`, { text: data.addComment });
    if ('microTaskOrder' in data)
      return send('PUT', `/api/tasks/${enc(id)}/micro-tasks/order`, { ids: data.microTaskOrder });
    if ('notificationsRead' in data) return send('POST', `/api/tasks/${enc(id)}/notifications/read`);
    return send('PATCH', `/api/tasks/${enc(id)}`, without(data, 'id'));
  }
  if (table === 'mvd_tasks') {
    const taskId = typeof data.taskId === 'string' ? data.taskId : id;
    if (type === 'create') return send('PUT', `/api/mvd/${enc(taskId)}`);
    if (type === 'delete') return send('DELETE', `/api/mvd/${enc(taskId)}`);
  }
  if (table === 'micro_tasks') {
    if (type === 'create') {
      const taskId = typeof data.taskId === 'string' ? data.taskId : '';
      return send('POST', `/api/tasks/${enc(taskId)}/micro-tasks`, without(data, 'taskId'));
    }
    if (type === 'update') return send('PATCH', `/api/micro-tasks/${enc(id)}`, without(data, 'id'));
    if (type === 'delete') return send('DELETE', `/api/micro-tasks/${enc(id)}`);
  }
  if (table === 'task_notifications' && type === 'update')
    return send('POST', `/api/notifications/${enc(id)}/read`);
  return Promise.reject(new UnroutableOperationError(operation));
}
