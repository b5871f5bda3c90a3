import { addToMvd } from '@fokus/core';
import { sql } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { mvdTaskIds } from './mvd-task-ids.js';

/** Puts a task on the MVD list (no-op if it is there); a 4th task → MVD_LIMIT_EXCEEDED (409). */
export async function addTaskToMvd(deps: TasksDeps, userId: string, taskId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Count and insert must not interleave with another request of the same user, or two requests
    // could each see two entries and both add a third. The lock is released at commit or rollback.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fokus:mvd:${userId}`}))`);
    await findOwnedTask(tx, userId, taskId);
    const current = await mvdTaskIds(tx, userId);
    if (current.includes(taskId)) return;
    addToMvd(current, taskId);
    await tx.insert(mvdTasks).values({ taskId, userId });
  });
}
