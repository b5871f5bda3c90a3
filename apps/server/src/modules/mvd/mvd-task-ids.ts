// The minimum viable day: at most three of the user's tasks (core's rule), enforced under concurrency
// by serialising each user's MVD changes with a transaction-scoped advisory lock (add-task-to-mvd.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { mvdTasks } from '@fokus/db';
import type { Queryable } from '../../shared/db-types.js';

/** The task ids on the user's MVD list, in the order they were added. */
export async function mvdTaskIds(db: Queryable, userId: string): Promise<string[]> {
  // A tombstoned task's entry is tombstoned with it (delete-task), so live entries name live tasks.
  const rows = await db
    .select({ taskId: mvdTasks.taskId })
    .from(mvdTasks)
    .where(and(eq(mvdTasks.userId, userId), isNull(mvdTasks.deletedAt)))
    .orderBy(asc(mvdTasks.createdAt), asc(mvdTasks.version));
  return rows.map((row) => row.taskId);
}
