import {
  assigneeUpdateNotification,
  assignmentAfterDelegateAction,
  FALLBACK_AUTHOR_EMAIL,
  storedAssignment,
  type Comment,
  type DelegatedTask,
} from '@fokus/core';
import { eq, sql } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { delegatedView, findDelegatedTask, notifyOwner, type DelegatedLink } from './find-delegated-task.js';

/**
 * The delegate's comment: appended in the database (jsonb `||`), written as the assignee, the
 * assignment moved on from pending, and the owner notified; one transaction, task locked.
 */
export async function addDelegateComment(
  deps: TasksDeps,
  link: DelegatedLink,
  text: string,
): Promise<DelegatedTask> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const access = await findDelegatedTask(tx, link.taskId, link.token, { forUpdate: true });
    const assignment = assignmentAfterDelegateAction(access.assignment, 'comment');
    const comment: Comment = {
      id: `${now.getTime()}-${crypto.randomUUID().slice(0, 8)}`,
      text,
      created_at: now.toISOString(),
      author_email: assignment.assignee_email || FALLBACK_AUTHOR_EMAIL,
      author_name: assignment.assignee_name?.trim() || null,
    };
    const [row] = await tx
      .update(tasks)
      .set({
        comments: sql`${tasks.comments} || ${JSON.stringify([comment])}::jsonb`,
        assignment: storedAssignment(assignment),
      })
      .where(eq(tasks.id, access.row.id))
      .returning();
    const notice = assigneeUpdateNotification('comment', assignment, {});
    await notifyOwner(tx, access.row, {
      type: 'comment',
      data: { commentId: comment.id, text: comment.text },
      author: notice.author,
    });
    return delegatedView(row!, assignment);
  });
}
