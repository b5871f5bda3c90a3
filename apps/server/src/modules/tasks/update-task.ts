import type { Task, UpdateTaskInput } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import { findOwnedTask, notFound, type TasksDeps } from '../../shared/db-types.js';
import { descriptionToStore } from './description.js';
import { assertOwnedStrategy } from '../../shared/strategy-check.js';
import { toTask } from '../../shared/task-dto.js';

/** Edits the fields sent (spec's update table); status and time have their own use cases. */
export async function updateTask(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: UpdateTaskInput,
): Promise<Task> {
  if (input.strategyId) await assertOwnedStrategy(deps.db, userId, input.strategyId);
  const changes: Partial<typeof tasks.$inferInsert> = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.type !== undefined) changes.type = input.type;
  if (input.description !== undefined) changes.description = descriptionToStore(input.description);
  if (input.startDate !== undefined) changes.startDate = input.startDate;
  if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
  if (input.startTime !== undefined) changes.startTime = input.startTime;
  if (input.durationMinutes !== undefined) changes.durationMinutes = input.durationMinutes || null;
  if (input.reminderMinutes !== undefined) changes.reminderMinutes = input.reminderMinutes;
  if (input.importance !== undefined) changes.importance = input.importance;
  if (input.urgency !== undefined) changes.urgency = input.urgency;
  if (input.strategyId !== undefined) changes.strategyId = input.strategyId;

  // Nothing to change: answer the task as it is, without bumping its version.
  if (Object.keys(changes).length === 0) return toTask(await findOwnedTask(deps.db, userId, taskId));

  const [row] = await deps.db
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return toTask(row);
}
