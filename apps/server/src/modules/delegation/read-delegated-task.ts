import type { DelegatedTask } from '@fokus/core';
import type { TasksDeps } from '../../shared/db-types.js';
import { delegatedView, findDelegatedTask, type DelegatedLink } from './find-delegated-task.js';

/** Reads the delegated task through its link. Reading changes nothing. */
export async function readDelegatedTask(deps: TasksDeps, link: DelegatedLink): Promise<DelegatedTask> {
  const { row, assignment } = await findDelegatedTask(deps.db, link.taskId, link.token);
  return delegatedView(row, assignment);
}
