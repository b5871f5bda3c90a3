import type { MicroTaskResponse, UpdateMicroTaskInput } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import { notFound, type TasksDeps } from '../../shared/db-types.js';
import { toMicroTask } from '../../shared/task-dto.js';

/** Renames, checks or re-estimates a step. */
export async function updateMicroTask(
  deps: TasksDeps,
  userId: string,
  microTaskId: string,
  input: UpdateMicroTaskInput,
): Promise<MicroTaskResponse> {
  const changes: Partial<typeof microTasks.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.completed !== undefined) changes.completed = input.completed;
  if (input.estimatedMinutes !== undefined) changes.estimateMinutes = input.estimatedMinutes;
  const where = and(
    eq(microTasks.id, microTaskId),
    eq(microTasks.userId, userId),
    isNull(microTasks.deletedAt),
  );
  const [row] =
    Object.keys(changes).length === 0
      ? await deps.db.select().from(microTasks).where(where)
      : await deps.db.update(microTasks).set(changes).where(where).returning();
  if (!row) throw notFound();
  return toMicroTask(row);
}
