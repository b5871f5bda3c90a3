import { and, eq, isNull } from 'drizzle-orm';
import { microTasks, mvdTasks, taskNotifications, tasks } from '@fokus/db';
import { notFound, type TasksDeps } from '../../shared/db-types.js';

/**
 * Deletes a task as tombstones (so other devices learn of it through `since`), together with its
 * micro-tasks, its MVD entry and its notifications, in one transaction. Its attachment files go
 * once that has committed: see `removeTaskFiles` (remove-task-files.ts).
 */
export async function deleteTask(deps: TasksDeps, userId: string, taskId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .update(tasks)
      .set({ deletedAt: now })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.deletedAt)))
      .returning({ id: tasks.id });
    if (deleted.length === 0) throw notFound();
    for (const child of [microTasks, mvdTasks, taskNotifications]) {
      await tx
        .update(child)
        .set({ deletedAt: now })
        .where(and(eq(child.taskId, taskId), eq(child.userId, userId), isNull(child.deletedAt)));
    }
  });
}
