/** The owner's files of a task: uploaded with progress and removed through their routes (docs/api.md). */
import { attachmentSchema, type Attachment } from '@fokus/core';
import { apiFetch, type ResponseSchema } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

/** An empty answer (204). */
const noContent: ResponseSchema<null> = { safeParse: () => ({ success: true, data: null }) };

/** `POST /api/tasks/:id/attachments?name=`: the file as it is; its type is checked by the server. */
export function uploadTaskAttachment(
  taskId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<Attachment> {
  const url = `/api/tasks/${encodeURIComponent(taskId)}/attachments?name=${encodeURIComponent(file.name)}`;
  return uploadFile(url, file, attachmentSchema, onProgress);
}

/** `DELETE /api/attachments/:id`: the entry leaves the task, then the file leaves storage. */
export async function removeTaskAttachment(attachmentId: string): Promise<void> {
  await apiFetch(`/api/attachments/${encodeURIComponent(attachmentId)}`, noContent, { method: 'DELETE' });
}
