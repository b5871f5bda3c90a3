import { taskFilesFolder } from '@fokus/core';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../files/file-storage.js';

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
