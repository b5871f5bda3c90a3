import { applyStatusChange, type ChangeTaskStatusInput, type ChangeTaskStatusResponse } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { mvdTasks, taskNotifications, tasks } from '@fokus/db';
import type { AuthUser } from '../../plugins/auth.js';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toNotification, toTask } from '../../shared/task-dto.js';

/** The task, the `{ old, new }` notification (null when nothing changed), whether it left the MVD. */
export type ChangeTaskStatusResult = ChangeTaskStatusResponse;

const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Changes a task's status with core's time rules at `now`. The task row is locked, and the new times,
 * the notification and the MVD removal are written in one transaction: all of them or none.
 */
export async function changeTaskStatus(
  deps: TasksDeps,
  user: Pick<AuthUser, 'id' | 'name' | 'email'>,
  taskId: string,
  input: ChangeTaskStatusInput,
): Promise<ChangeTaskStatusResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await findOwnedTask(tx, user.id, taskId, { forUpdate: true });
    const change = applyStatusChange(
      {
        status: row.status,
        timeStarted: row.timeStarted?.toISOString() ?? null,
        timeCompleted: row.timeCompleted?.toISOString() ?? null,
        totalTimeSpent: row.totalTimeSpent,
      },
      input.status,
      now,
      { keepTime: input.keepTime },
    );
    if (change.notification === null) return { task: toTask(row), notification: null, removedFromMvd: false };

    const [updated] = await tx
      .update(tasks)
      .set({
        status: change.times.status,
        timeStarted: toDate(change.times.timeStarted),
        timeCompleted: toDate(change.times.timeCompleted),
        totalTimeSpent: change.times.totalTimeSpent,
      })
      .where(eq(tasks.id, row.id))
      .returning();
    const [notification] = await tx
      .insert(taskNotifications)
      .values({
        taskId: row.id,
        userId: user.id,
        type: change.notification.type,
        data: { ...change.notification.data },
        author: user.name || user.email,
      })
      .returning();
    let removedFromMvd = false;
    if (change.removeFromMvd) {
      const removed = await tx
        .update(mvdTasks)
        .set({ deletedAt: now })
        .where(and(eq(mvdTasks.taskId, row.id), eq(mvdTasks.userId, user.id), isNull(mvdTasks.deletedAt)))
        .returning({ id: mvdTasks.id });
      removedFromMvd = removed.length > 0;
    }
    // Both rows exist: the update targets the locked row and the insert has no conflict target.
    return { task: toTask(updated!), notification: toNotification(notification!), removedFromMvd };
  });
}
