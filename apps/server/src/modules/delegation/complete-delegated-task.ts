import {
  applyStatusChange,
  assigneeUpdateNotification,
  completeDelegatedTask as completedState,
  storedAssignment,
  type Assignment,
  type DelegatedTask,
} from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { mvdTasks, tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { delegatedView, findDelegatedTask, notifyOwner, type DelegatedLink } from './find-delegated-task.js';

const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Marks the delegated task completed: the task's status (with core's time rules) and the
 * assignment's status in ONE transaction, the `{ old, new }` status notification for the owner, and
 * the task off the minimum viable day as any completion. Refused when already completed
 * (TASK_ALREADY_COMPLETED) or not delegated; the delegate has no way back.
 */
export async function completeDelegatedTask(deps: TasksDeps, link: DelegatedLink): Promise<DelegatedTask> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { row, assignment } = await findDelegatedTask(tx, link.taskId, link.token, { forUpdate: true });
    const completed: { status: 'completed'; assignment: Assignment } = completedState({
      status: row.status,
      isDelegated: row.isDelegated,
      assignment,
    });
    const change = applyStatusChange(
      {
        status: row.status,
        timeStarted: row.timeStarted?.toISOString() ?? null,
        timeCompleted: row.timeCompleted?.toISOString() ?? null,
        totalTimeSpent: row.totalTimeSpent,
      },
      completed.status,
      now,
    );
    const [updated] = await tx
      .update(tasks)
      .set({
        status: change.times.status,
        timeStarted: toDate(change.times.timeStarted),
        timeCompleted: toDate(change.times.timeCompleted),
        totalTimeSpent: change.times.totalTimeSpent,
        assignment: storedAssignment(completed.assignment),
      })
      .where(eq(tasks.id, row.id))
      .returning();
    await notifyOwner(tx, row, {
      type: 'status',
      data: { old: row.status, new: completed.status },
      author: assigneeUpdateNotification('status', completed.assignment, {}).author,
    });
    if (change.removeFromMvd) {
      await tx
        .update(mvdTasks)
        .set({ deletedAt: now })
        .where(and(eq(mvdTasks.taskId, row.id), eq(mvdTasks.userId, row.userId), isNull(mvdTasks.deletedAt)));
    }
    return delegatedView(updated!, completed.assignment);
  });
}
