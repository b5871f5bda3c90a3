import { taskFilesFolder } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { microTasks, mvdTasks, taskNotifications, tasks } from '@fokus/db';
import type { FileStorage } from '../files/file-storage.js';
import { notFound, type TasksDeps } from './db-types.js';

/**
 * Deletes a task as tombstones (so other devices learn of it through `since`), together with its
 * micro-tasks, its MVD entry and its notifications, in one transaction. Its attachment files go
 * once that has committed: see `removeTaskFiles`.
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

/**
 * The last step of a delete, run after its transaction committed (files cannot roll back with it):
 * removes the task's attachment folder, tasks/{taskId}. A storage failure is logged, not answered,
 * because the task is already gone; a replayed delete from the offline queue tries again.
 */
export async function removeTaskFiles(
  files: FileStorage,
  taskId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await files.removeFolder(taskFilesFolder(taskId));
  } catch (error) {
    log.error({ err: error, taskId }, 'could not remove the files of a deleted task');
  }
}
