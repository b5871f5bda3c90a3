import { tasks } from '@fokus/db';
import { eq } from 'drizzle-orm';
import { attachmentKey } from './attachment-dto.js';
import { findAttachment } from './find-attachment.js';
import type { AttachmentActor, AttachmentsDeps } from './upload-attachment.js';

/**
 * Removes an attachment from its task (the owner's, or the delegate's task `taskId`), then its file.
 * The file goes only after the row's change committed, since a file cannot roll back with it; a
 * storage failure is logged, not answered (the attachment is already gone from the task).
 */
export async function deleteAttachment(
  deps: AttachmentsDeps,
  attachmentId: string,
  by: AttachmentActor,
  taskId?: string,
): Promise<void> {
  const found = await deps.db.transaction(async (tx) => {
    const located = await findAttachment(tx, attachmentId, by, {
      forUpdate: true,
      ...(taskId === undefined ? {} : { taskId }),
    });
    await tx
      .update(tasks)
      .set({ attachments: located.all.filter((entry) => entry.id !== attachmentId) })
      .where(eq(tasks.id, located.taskId));
    return located;
  });
  const key = attachmentKey(found.taskId, found.attachment, found.type);
  await deps.files.remove(key).catch((error: unknown) => {
    deps.log.error({ err: error, key }, 'could not remove the file of a deleted attachment');
  });
}
