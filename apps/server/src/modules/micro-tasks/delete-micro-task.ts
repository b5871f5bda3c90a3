import { and, eq, isNull } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import { notFound, type TasksDeps } from '../../shared/db-types.js';

/** Deletes a step as a tombstone. */
export async function deleteMicroTask(deps: TasksDeps, userId: string, microTaskId: string): Promise<void> {
  const deleted = await deps.db
    .update(microTasks)
    .set({ deletedAt: deps.now() })
    .where(and(eq(microTasks.id, microTaskId), eq(microTasks.userId, userId), isNull(microTasks.deletedAt)))
    .returning({ id: microTasks.id });
  if (deleted.length === 0) throw notFound();
}
