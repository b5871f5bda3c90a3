import type { Task } from '@fokus/core';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';

export async function getTask(deps: TasksDeps, userId: string, taskId: string): Promise<Task> {
  return toTask(await findOwnedTask(deps.db, userId, taskId));
}
