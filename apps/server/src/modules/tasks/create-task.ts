import { DomainError, type CreateTaskInput, type Task } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { descriptionToStore } from './description.js';
import { assertOwnedStrategy } from '../../shared/strategy-check.js';
import { toTask } from '../../shared/task-dto.js';

export interface CreateTaskResult {
  task: Task;
  /** False when the same user already created a task with this id: a retried create. */
  created: boolean;
}

/**
 * Creates a task with the client's id. Repeating the create (a retry after a lost answer) returns the
 * stored task unchanged. An id already used by a deleted task or by another user's task is refused with
 * the same answer either way, so it tells nobody whether someone else has a task with that id.
 */
export async function createTask(
  deps: TasksDeps,
  userId: string,
  input: CreateTaskInput,
): Promise<CreateTaskResult> {
  if (input.strategyId) await assertOwnedStrategy(deps.db, userId, input.strategyId);
  const [inserted] = await deps.db
    .insert(tasks)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      ownerId: userId,
      title: input.title,
      type: input.type,
      description: input.description === undefined ? null : descriptionToStore(input.description),
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      startTime: input.startTime ?? null,
      // 0 minutes means "no duration"; the column allows only positive values.
      durationMinutes: input.durationMinutes ? input.durationMinutes : null,
      reminderMinutes: input.reminderMinutes ?? null,
      importance: input.importance ?? 1,
      urgency: input.urgency ?? 1,
      strategyId: input.strategyId ?? null,
    })
    .onConflictDoNothing({ target: tasks.id })
    .returning();
  if (inserted) return { task: toTask(inserted), created: true };

  const [existing] = input.id ? await deps.db.select().from(tasks).where(eq(tasks.id, input.id)) : [];
  if (existing && existing.userId === userId && existing.deletedAt === null) {
    return { task: toTask(existing), created: false };
  }
  throw new DomainError('CONFLICT', { id: input.id }, 'This task id is already in use');
}
