import { allowedAttachmentType, type AllowedAttachmentType, type Attachment } from '@fokus/core';
import { tasks } from '@fokus/db';
import { and, sql } from 'drizzle-orm';
import { notFound, type Queryable } from '../../shared/db-types.js';
import { taskCondition, type AttachmentActor } from './upload-attachment.js';

/** Where an attachment is: its task, its entry and its checked type. */
export interface FoundAttachment {
  taskId: string;
  attachment: Attachment;
  type: AllowedAttachmentType;
  /** Every attachment of the task, for a change of the list. */
  all: Attachment[];
}

/**
 * The attachment with this id on a live task the actor may touch, or 404 exactly like a missing one:
 * for the owner any of their tasks; for a delegate only the task their link names. An entry whose
 * type is not on the allowlist (written through a task edit, not an upload) is not served.
 */
export async function findAttachment(
  db: Queryable,
  attachmentId: string,
  by: AttachmentActor,
  { taskId, forUpdate = false }: { taskId?: string; forUpdate?: boolean } = {},
): Promise<FoundAttachment> {
  const holds = sql`${tasks.attachments} @> ${JSON.stringify([{ id: attachmentId }])}::jsonb`;
  const scope =
    by === 'delegate'
      ? taskCondition(taskId ?? '', by)
      : taskId === undefined
        ? sql`${tasks.userId} = ${by.userId} and ${tasks.deletedAt} is null`
        : taskCondition(taskId, by);
  if (by === 'delegate' && taskId === undefined) throw notFound();
  const query = db
    .select({ id: tasks.id, attachments: tasks.attachments })
    .from(tasks)
    .where(and(scope, holds));
  const [row] = forUpdate ? await query.for('update') : await query;
  const attachment = row?.attachments.find((entry) => entry.id === attachmentId);
  const type = attachment && allowedAttachmentType(attachment.type);
  if (!row || !attachment || !type) throw notFound();
  return { taskId: row.id, attachment, type, all: row.attachments };
}
