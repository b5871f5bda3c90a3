import { and, eq, isNull } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';

/** Takes a task off the MVD list (no-op if it is not there). */
export async function removeTaskFromMvd(deps: TasksDeps, userId: string, taskId: string): Promise<void> {
  await findOwnedTask(deps.db, userId, taskId);
  await deps.db
    .update(mvdTasks)
    .set({ deletedAt: deps.now() })
    .where(and(eq(mvdTasks.taskId, taskId), eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)));
}
