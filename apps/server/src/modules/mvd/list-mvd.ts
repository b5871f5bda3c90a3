import type { MvdResponse } from '@fokus/core';
import type { TasksDeps } from '../../shared/db-types.js';
import { mvdEntries } from './mvd-task-ids.js';

/** The user's minimum viable day in list order: task ids and entries. */
export async function listMvd(deps: TasksDeps, userId: string): Promise<MvdResponse> {
  const entries = await mvdEntries(deps.db, userId);
  return { taskIds: entries.map((entry) => entry.taskId), entries };
}
