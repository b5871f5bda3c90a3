/**
 * The delegated page's calls (no session): the task id in the path and the link's token in the query,
 * nothing else. Every refused link answers the same 404; the page tells the person what it can.
 */
import { attachmentSchema, delegatedTaskSchema, type Attachment, type DelegatedTask } from '@fokus/core';
import { apiFetch, type ResponseSchema } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

/** The task id and token of a delegated link. */
export interface SharedTaskAccess {
  taskId: string;
  token: string;
}

function sharedPath({ taskId, token }: SharedTaskAccess, action = ''): string {
  return `/api/shared-tasks/${encodeURIComponent(taskId)}${action}?token=${encodeURIComponent(token)}`;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** An attachment's download link for this page: its link path with the token (the server leaves it out). */
export function withToken(attachment: Attachment, token: string): Attachment {
  return { ...attachment, url: `${attachment.url}?token=${encodeURIComponent(token)}` };
}

/** The task as the page shows it: every file's link carries the token. */
async function linked(access: SharedTaskAccess, answer: Promise<DelegatedTask>): Promise<DelegatedTask> {
  const task = await answer;
  return { ...task, attachments: task.attachments.map((file) => withToken(file, access.token)) };
}

/** An empty answer (204). */
const noContent: ResponseSchema<null> = { safeParse: () => ({ success: true, data: null }) };

/** `GET /api/shared-tasks/:taskId`. */
export function getSharedTask(access: SharedTaskAccess, signal?: AbortSignal): Promise<DelegatedTask> {
  return linked(access, apiFetch(sharedPath(access), delegatedTaskSchema, { signal, cache: 'no-store' }));
}

/** `POST /api/shared-tasks/:taskId/comments`: a comment written as the assignee. */
export function addSharedComment(access: SharedTaskAccess, text: string): Promise<DelegatedTask> {
  return linked(
    access,
    apiFetch(sharedPath(access, '/comments'), delegatedTaskSchema, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ text }),
    }),
  );
}

/** `PUT /api/shared-tasks/:taskId/assignee-name`. */
export function setSharedAssigneeName(access: SharedTaskAccess, name: string): Promise<DelegatedTask> {
  return linked(
    access,
    apiFetch(sharedPath(access, '/assignee-name'), delegatedTaskSchema, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ name }),
    }),
  );
}

/** `POST /api/shared-tasks/:taskId/complete` (409 TASK_ALREADY_COMPLETED when it already is). */
export function completeSharedTask(access: SharedTaskAccess): Promise<DelegatedTask> {
  return linked(
    access,
    apiFetch(sharedPath(access, '/complete'), delegatedTaskSchema, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{}',
    }),
  );
}

/** `POST /api/shared-tasks/:taskId/notifications/read` (204); a failure is only a warning. */
export async function markSharedNotificationsRead(access: SharedTaskAccess): Promise<void> {
  await apiFetch(sharedPath(access, '/notifications/read'), noContent, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{}',
  });
}

/** `POST /api/shared-tasks/:taskId/attachments`: the file as it is, with the upload's progress (0–1). */
export async function uploadSharedAttachment(
  access: SharedTaskAccess,
  file: File,
  onProgress: (share: number) => void,
): Promise<Attachment> {
  const url = `${sharedPath(access, '/attachments')}&name=${encodeURIComponent(file.name)}`;
  return withToken(await uploadFile(url, file, attachmentSchema, onProgress), access.token);
}
