import {
  attachmentStoragePath,
  storedExtensionOf,
  type AllowedAttachmentType,
  type Attachment,
} from '@fokus/core';

/** The API path that serves an attachment to its owner. */
export function attachmentUrl(attachmentId: string): string {
  return `/api/attachments/${attachmentId}`;
}

/**
 * Where an attachment's file is stored: tasks/{taskId}/{taskId}_{attachmentId}.{extension}, the
 * extension of its checked type. It is derived, never read from the row, so an attachment entry
 * edited through the task can only name its own task's files.
 */
export function attachmentKey(
  taskId: string,
  attachment: Pick<Attachment, 'id'>,
  type: AllowedAttachmentType,
): string {
  return attachmentStoragePath(taskId, attachment.id, `file.${storedExtensionOf(type)}`);
}
