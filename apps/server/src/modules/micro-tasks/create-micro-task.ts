import {
  DomainError,
  nextMicroTaskOrder,
  type CreateMicroTaskInput,
  type MicroTaskResponse,
} from '@fokus/core';
import { eq } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toMicroTask } from '../../shared/task-dto.js';
import { liveSteps } from './live-steps.js';

export interface CreateMicroTaskResult {
  microTask: MicroTaskResponse;
  /** False when the same step was created before: a retried create. */
  created: boolean;
}

/** Adds a step at the end (or at `order`); a repeated create with the same id is a no-op. */
export async function createMicroTask(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: CreateMicroTaskInput,
): Promise<CreateMicroTaskResult> {
  return deps.db.transaction(async (tx) => {
    // Locking the task serialises concurrent adds, so two new steps never get the same order.
    await findOwnedTask(tx, userId, taskId, { forUpdate: true });
    const order = input.order ?? nextMicroTaskOrder(await liveSteps(tx, userId, taskId));
    const [inserted] = await tx
      .insert(microTasks)
      .values({
        ...(input.id ? { id: input.id } : {}),
        taskId,
        userId,
        title: input.title,
        order,
        estimateMinutes: input.estimatedMinutes ?? null,
      })
      .onConflictDoNothing({ target: microTasks.id })
      .returning();
    if (inserted) return { microTask: toMicroTask(inserted), created: true };
    const [existing] = input.id ? await tx.select().from(microTasks).where(eq(microTasks.id, input.id)) : [];
    if (existing && existing.userId === userId && existing.taskId === taskId && existing.deletedAt === null) {
      return { microTask: toMicroTask(existing), created: false };
    }
    throw new DomainError('CONFLICT', { id: input.id }, 'This micro-task id is already in use');
  });
}
