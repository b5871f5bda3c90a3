import type { Task } from '@fokus/core';
import { findOwnedTask, type TasksDeps } from './db-types.js';
import { toTask } from './task-dto.js';

export async function getTask(deps: TasksDeps, userId: string, taskId: string): Promise<Task> {
  return toTask(await findOwnedTask(deps.db, userId, taskId));
}
