import {
  assigneeUpdateNotification,
  assignmentAfterDelegateAction,
  setAssigneeName as withAssigneeName,
  storedAssignment,
  type DelegatedTask,
} from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { delegatedView, findDelegatedTask, notifyOwner, type DelegatedLink } from './find-delegated-task.js';

/** The delegate's own name on the assignment (trimmed, non-empty); the owner is notified. */
export async function setDelegateName(
  deps: TasksDeps,
  link: DelegatedLink,
  name: string,
): Promise<DelegatedTask> {
  return deps.db.transaction(async (tx) => {
    const access = await findDelegatedTask(tx, link.taskId, link.token, { forUpdate: true });
    const assignment = assignmentAfterDelegateAction(withAssigneeName(access.assignment, name), 'setName');
    const [row] = await tx
      .update(tasks)
      .set({ assignment: storedAssignment(assignment) })
      .where(eq(tasks.id, access.row.id))
      .returning();
    await notifyOwner(tx, access.row, {
      type: 'other',
      data: { assigneeName: assignment.assignee_name ?? '' },
      author: assigneeUpdateNotification('status', assignment, {}).author,
    });
    return delegatedView(row!, assignment);
  });
}
