import { addToMvd, nextMvdPosition, type AddToMvdInput } from '@fokus/core';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { lockMvd } from './lock-mvd.js';
import { mvdEntries } from './mvd-task-ids.js';

/**
 * Puts a task on the MVD list for a day (null: the day it is added) at a place (the end when absent);
 * no-op if it is there; a 4th task → MVD_LIMIT_EXCEEDED (409).
 */
export async function addTaskToMvd(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: AddToMvdInput = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMvd(tx, userId);
    await findOwnedTask(tx, userId, taskId);
    const current = await mvdEntries(tx, userId);
    const ids = current.map((entry) => entry.taskId);
    if (ids.includes(taskId)) return;
    addToMvd(ids, taskId);
    await tx.insert(mvdTasks).values({
      taskId,
      userId,
      plannedFor: input.plannedFor ?? null,
      position: input.position ?? nextMvdPosition(current),
    });
  });
}
