/**
 * The delegated page's calls (no session): the task id in the path and the link's token in the query,
 * nothing else. Every refused link answers the same 404; the page tells the person what it can.
 */
import { delegatedTaskSchema, type DelegatedTask } from '@fokus/core';
import { apiFetch, type ResponseSchema } from '@/lib/api-client';

/** The task id and token of a delegated link. */
export interface SharedTaskAccess {
  taskId: string;
  token: string;
}

function sharedPath({ taskId, token }: SharedTaskAccess, action = ''): string {
  return `/api/shared-tasks/${encodeURIComponent(taskId)}${action}?token=${encodeURIComponent(token)}`;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** An empty answer (204). */
const noContent: ResponseSchema<null> = { safeParse: () => ({ success: true, data: null }) };

/** `GET /api/shared-tasks/:taskId`. */
export function getSharedTask(access: SharedTaskAccess, signal?: AbortSignal): Promise<DelegatedTask> {
  return apiFetch(sharedPath(access), delegatedTaskSchema, { signal, cache: 'no-store' });
}

/** `POST /api/shared-tasks/:taskId/comments`: a comment written as the assignee. */
export function addSharedComment(access: SharedTaskAccess, text: string): Promise<DelegatedTask> {
  return apiFetch(sharedPath(access, '/comments'), delegatedTaskSchema, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ text }),
  });
}

/** `PUT /api/shared-tasks/:taskId/assignee-name`. */
export function setSharedAssigneeName(access: SharedTaskAccess, name: string): Promise<DelegatedTask> {
  return apiFetch(sharedPath(access, '/assignee-name'), delegatedTaskSchema, {
    method: 'PUT',
    headers: JSON_HEADERS,
    body: JSON.stringify({ name }),
  });
}

/** `POST /api/shared-tasks/:taskId/complete` (409 TASK_ALREADY_COMPLETED when it already is). */
export function completeSharedTask(access: SharedTaskAccess): Promise<DelegatedTask> {
  return apiFetch(sharedPath(access, '/complete'), delegatedTaskSchema, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{}',
  });
}

/** `POST /api/shared-tasks/:taskId/notifications/read` (204); a failure is only a warning. */
export async function markSharedNotificationsRead(access: SharedTaskAccess): Promise<void> {
  await apiFetch(sharedPath(access, '/notifications/read'), noContent, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{}',
  });
}
