import { DomainError, sanitizeAttachmentName, type Attachment } from '@fokus/core';
import { tasks } from '@fokus/db';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../files/file-storage.js';
import { findOwnedTask, notFound, type Queryable } from '../../shared/db-types.js';
import { attachmentKey, attachmentUrl } from './attachment-dto.js';
import { fileTooLarge, inspectUpload } from './inspect-upload.js';

/** What the attachment use cases need from the app. */
export interface AttachmentsDeps {
  db: Queryable;
  files: FileStorage;
  now: () => Date;
  /** ATTACHMENT_MAX_BYTES. */
  maxBytes: number;
  log: FastifyBaseLogger;
}

/**
 * Who acts on a task's attachments, already authorised by the caller: the signed-in owner (checked
 * here against the task's user), or the delegate whose link the public route has verified.
 */
export type AttachmentActor = { userId: string } | 'delegate';

export interface UploadAttachmentInput {
  taskId: string;
  by: AttachmentActor;
  /** The name the client sent; sanitised here. */
  fileName: string;
  /** The request body, streamed. */
  body: AsyncIterable<Uint8Array>;
  /** The request's Content-Type: the file travels as `application/octet-stream`, whatever it is. */
  contentType: string | undefined;
  /** The request's Content-Length when it sent one: over the limit is refused before reading. */
  declaredBytes: number | undefined;
}

/** The one request body type of an upload: the file's bytes as they are. */
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/** The live task the actor may touch, as a SQL condition. */
export function taskCondition(taskId: string, by: AttachmentActor): SQL {
  const live = and(eq(tasks.id, taskId), isNull(tasks.deletedAt))!;
  return by === 'delegate' ? live : and(live, eq(tasks.userId, by.userId))!;
}

/** Throws 404 unless the actor's task is there (the owner's own, or the delegated one). */
export async function checkTaskAvailable(db: Queryable, taskId: string, by: AttachmentActor): Promise<void> {
  if (by === 'delegate') {
    const [row] = await db.select({ id: tasks.id }).from(tasks).where(taskCondition(taskId, by));
    if (!row) throw notFound();
  } else {
    await findOwnedTask(db, by.userId, taskId);
  }
}

/**
 * Stores an uploaded file and then adds it to the task's attachments (spec §5 upload). The file is
 * streamed to storage through the type and size gate; only once it is stored is the row written, so
 * a refused, oversized or interrupted upload leaves no row, and its partial file is removed by the
 * driver. If the task went away meanwhile, the stored file is removed again and the answer is 404.
 */
export async function uploadAttachment(
  deps: AttachmentsDeps,
  input: UploadAttachmentInput,
): Promise<Attachment> {
  await checkTaskAvailable(deps.db, input.taskId, input.by);
  const mediaType = input.contentType?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== UPLOAD_CONTENT_TYPE) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', undefined, `Send the file as ${UPLOAD_CONTENT_TYPE}`);
  }
  if (input.declaredBytes !== undefined && input.declaredBytes > deps.maxBytes) {
    throw fileTooLarge(deps.maxBytes);
  }
  const name = sanitizeAttachmentName(input.fileName);
  const upload = await inspectUpload(input.body, name, deps.maxBytes);
  const id = crypto.randomUUID();
  const key = attachmentKey(input.taskId, { id }, upload.type);
  await deps.files.writeStream(key, upload.body);

  const attachment: Attachment = {
    id,
    name,
    type: upload.type.mime,
    size: upload.bytesRead(),
    url: attachmentUrl(id),
    created_at: deps.now().toISOString(),
  };
  try {
    const [row] = await deps.db
      .update(tasks)
      .set({ attachments: sql`${tasks.attachments} || ${JSON.stringify([attachment])}::jsonb` })
      .where(taskCondition(input.taskId, input.by))
      .returning({ id: tasks.id });
    if (!row) throw notFound();
  } catch (error) {
    await deps.files.remove(key).catch((removal: unknown) => {
      deps.log.error({ err: removal, key }, 'could not remove the file of an upload that was not recorded');
    });
    throw error;
  }
  return attachment;
}
