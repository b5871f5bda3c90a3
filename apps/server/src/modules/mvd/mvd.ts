// The minimum viable day: at most three of the user's tasks (core's rule), enforced here under
// concurrency by serialising each user's MVD changes with a transaction-scoped advisory lock.
import { addToMvd } from '@fokus/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import { findOwnedTask, type Queryable, type TasksDeps } from '../tasks/db-types.js';

async function mvdTaskIds(db: Queryable, userId: string): Promise<string[]> {
  // A tombstoned task's entry is tombstoned with it (delete-task), so live entries name live tasks.
  const rows = await db
    .select({ taskId: mvdTasks.taskId })
    .from(mvdTasks)
    .where(and(eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)))
    .orderBy(asc(mvdTasks.createdAt), asc(mvdTasks.version));
  return rows.map((row) => row.taskId);
}

export async function listMvd(deps: TasksDeps, userId: string): Promise<{ taskIds: string[] }> {
  return { taskIds: await mvdTaskIds(deps.db, userId) };
}

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

/** Takes a task off the MVD list (no-op if it is not there). */
export async function removeTaskFromMvd(deps: TasksDeps, userId: string, taskId: string): Promise<void> {
  await findOwnedTask(deps.db, userId, taskId);
  await deps.db
    .update(mvdTasks)
    .set({ deletedAt: deps.now() })
    .where(and(eq(mvdTasks.taskId, taskId), eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)));
}
