import type { MvdResponse } from '@fokus/core';
import type { TasksDeps } from '../../shared/db-types.js';
import { mvdTaskIds } from './mvd-task-ids.js';

/** The ids of the user's minimum viable day. */
export async function listMvd(deps: TasksDeps, userId: string): Promise<MvdResponse> {
  return { taskIds: await mvdTaskIds(deps.db, userId) };
}
