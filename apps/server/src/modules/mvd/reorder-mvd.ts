import { applyMvdOrder, type ReorderMvdInput } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { lockMvd } from './lock-mvd.js';
import { mvdEntries } from './mvd-task-ids.js';

/**
 * Puts the MVD in a new order: the named tasks first, in the order given, then the rest. Each named
 * task must be the user's (404 otherwise); a named task that left the list meanwhile is skipped.
 */
export async function reorderMvd(deps: TasksDeps, userId: string, input: ReorderMvdInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMvd(tx, userId);
    for (const taskId of input.taskIds) await findOwnedTask(tx, userId, taskId);
    const current = await mvdEntries(tx, userId);
    const before = new Map(current.map((entry) => [entry.taskId, entry.position]));
    for (const entry of applyMvdOrder(current, input.taskIds)) {
      // Only moved entries are written, so only they get a new version.
      if (before.get(entry.taskId) === entry.position) continue;
      await tx
        .update(mvdTasks)
        .set({ position: entry.position })
        .where(
          and(eq(mvdTasks.taskId, entry.taskId), eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)),
        );
    }
  });
}
