// The minimum viable day: at most three of the user's tasks (core's rule), enforced under concurrency
// by serialising each user's MVD changes with a transaction-scoped advisory lock (lock-mvd.ts).
import type { MvdEntry } from '@fokus/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import type { Queryable } from '../../shared/db-types.js';

/** The user's live MVD entries in list order: by place, then by when they were added. */
export async function mvdEntries(db: Queryable, userId: string): Promise<MvdEntry[]> {
  // A tombstoned task's entry is tombstoned with it (delete-task), so live entries name live tasks.
  const rows = await db
    .select({
      taskId: mvdTasks.taskId,
      plannedFor: mvdTasks.plannedFor,
      position: mvdTasks.position,
      createdAt: mvdTasks.createdAt,
    })
    .from(mvdTasks)
    .where(and(eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)))
    .orderBy(asc(mvdTasks.position), asc(mvdTasks.createdAt), asc(mvdTasks.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The task ids on the user's MVD list, in list order. */
export async function mvdTaskIds(db: Queryable, userId: string): Promise<string[]> {
  return (await mvdEntries(db, userId)).map((entry) => entry.taskId);
}
