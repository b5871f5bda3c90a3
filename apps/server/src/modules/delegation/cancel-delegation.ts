import { cancelDelegation as cancelled, type Task } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';
import { revokeDelegationToken } from './delegate-task.js';

/**
 * Cancels the owner's delegation: no assignment, not delegated, and the token revoked in the same
 * transaction, so the link is refused from the commit on. Cancelling a task that is not delegated
 * changes nothing and answers the task.
 */
export async function cancelDelegation(deps: TasksDeps, userId: string, taskId: string): Promise<Task> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await findOwnedTask(tx, userId, taskId, { forUpdate: true });
    await revokeDelegationToken(tx, taskId, now);
    if (!row.isDelegated && row.assignment === null) return toTask(row);
    const [updated] = await tx.update(tasks).set(cancelled()).where(eq(tasks.id, taskId)).returning();
    return toTask(updated!);
  });
}
