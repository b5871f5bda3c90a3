import type { AddTimeSpentInput, Task } from '@fokus/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import { notFound, type TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';

/**
 * Adds reported seconds to the total. The client sends only the delta (spec §5), and the addition
 * happens in the database, so two devices reporting at once both count.
 */
export async function addTimeSpent(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: AddTimeSpentInput,
): Promise<Task> {
  const [row] = await deps.db
    .update(tasks)
    .set({ totalTimeSpent: sql`${tasks.totalTimeSpent} + ${input.seconds}` })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return toTask(row);
}
