import type { Attachment, AllowedAttachmentType } from '@fokus/core';
import type { StoredFile } from '../files/file-storage.js';
import { notFound } from '../../shared/db-types.js';
import { attachmentKey } from './attachment-dto.js';
import { findAttachment } from './find-attachment.js';
import type { AttachmentActor, AttachmentsDeps } from './upload-attachment.js';

/** An attachment opened for download: its entry, its checked type and its bytes. */
export interface OpenedAttachment {
  attachment: Attachment;
  type: AllowedAttachmentType;
  file: StoredFile;
}

/**
 * Opens an attachment's file for the actor (the owner, or a delegate on `taskId`), or 404 when the
 * entry or its file is not there.
 */
export async function openAttachment(
  deps: Pick<AttachmentsDeps, 'db' | 'files'>,
  attachmentId: string,
  by: AttachmentActor,
  taskId?: string,
): Promise<OpenedAttachment> {
  const found = await findAttachment(deps.db, attachmentId, by, taskId === undefined ? {} : { taskId });
  const file = await deps.files.read(attachmentKey(found.taskId, found.attachment, found.type));
  if (!file) throw notFound();
  return { attachment: found.attachment, type: found.type, file };
}
