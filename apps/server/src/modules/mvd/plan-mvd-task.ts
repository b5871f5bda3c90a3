import type { PlanMvdTaskInput } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, notFound, type TasksDeps } from '../../shared/db-types.js';

/** Keeps an MVD task on the list for another day; a task of the user's that is not on it → 404. */
export async function planMvdTask(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: PlanMvdTaskInput,
): Promise<void> {
  await findOwnedTask(deps.db, userId, taskId);
  const updated = await deps.db
    .update(mvdTasks)
    .set({ plannedFor: input.plannedFor })
    .where(and(eq(mvdTasks.taskId, taskId), eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)))
    .returning({ id: mvdTasks.id });
  if (updated.length === 0) throw notFound();
}
