import type { MicroTaskListResponse } from '@fokus/core';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toMicroTask } from '../../shared/task-dto.js';
import { liveSteps } from './live-steps.js';

/** A task's steps, in their order. */
export async function listMicroTasks(
  deps: TasksDeps,
  userId: string,
  taskId: string,
): Promise<MicroTaskListResponse> {
  await findOwnedTask(deps.db, userId, taskId);
  return (await liveSteps(deps.db, userId, taskId)).map(toMicroTask);
}
