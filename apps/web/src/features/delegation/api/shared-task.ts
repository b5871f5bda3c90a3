/**
 * The delegated page's calls (no session): the task id in the path and the link's token in the query,
 * nothing else. Every refused link answers the same 404; the page tells the person what it can.
 */
import { attachmentSchema, delegatedTaskSchema, type Attachment, type DelegatedTask } from '@fokus/core';
import { ApiError, apiFetch, type ResponseSchema } from '@/lib/api-client';

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

/**
 * `POST /api/shared-tasks/:taskId/attachments`: the file's bytes as they are, with the upload's
 * progress (0–1) reported as it goes. XMLHttpRequest, since fetch reports no upload progress.
 */
export function uploadSharedAttachment(
  access: SharedTaskAccess,
  file: File,
  onProgress: (share: number) => void,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${sharedPath(access, '/attachments')}&name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) {
        const parsed = attachmentSchema.safeParse(body);
        if (parsed.success) return resolve(withToken(parsed.data, access.token));
      }
      const error = body as { code?: unknown; message?: unknown } | undefined;
      reject(
        new ApiError(
          request.status,
          typeof error?.code === 'string' ? error.code : 'UNKNOWN',
          typeof error?.message === 'string' ? error.message : `HTTP ${request.status}`,
        ),
      );
    });
    request.addEventListener('error', () => reject(new TypeError('Network error')));
    request.send(file);
  });
}
