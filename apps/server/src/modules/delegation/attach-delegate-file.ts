import {
  assigneeUpdateNotification,
  assignmentAfterDelegateAction,
  storedAssignment,
  type Attachment,
} from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import {
  uploadAttachment,
  type AttachmentsDeps,
  type UploadAttachmentInput,
} from '../attachments/upload-attachment.js';
import { findDelegatedTask, notifyOwner, type DelegatedLink } from './find-delegated-task.js';

/**
 * The delegate's file: the link is checked first, the file streamed through the same type and size
 * gate as the owner's (the attachments module's use case, on this task only), then — once it is
 * stored and listed — the assignment moves on from pending and the owner is notified, in one
 * transaction with the task locked. A link cancelled while the bytes were arriving still refuses the
 * notification step, and the stored file goes with the task's files when the owner deletes it.
 */
export async function attachDelegateFile(
  deps: AttachmentsDeps,
  link: DelegatedLink,
  upload: Omit<UploadAttachmentInput, 'taskId' | 'by'>,
): Promise<Attachment> {
  await findDelegatedTask(deps.db, link.taskId, link.token);
  const attachment = await uploadAttachment(deps, { ...upload, taskId: link.taskId, by: 'delegate' });
  await deps.db.transaction(async (tx) => {
    const access = await findDelegatedTask(tx, link.taskId, link.token, { forUpdate: true });
    const assignment = assignmentAfterDelegateAction(access.assignment, 'attach');
    await tx
      .update(tasks)
      .set({ assignment: storedAssignment(assignment) })
      .where(eq(tasks.id, access.row.id));
    await notifyOwner(tx, access.row, {
      type: 'attachment',
      data: { attachmentId: attachment.id, name: attachment.name },
      author: assigneeUpdateNotification('attachment', assignment, {}).author,
    });
  });
  return attachment;
}
