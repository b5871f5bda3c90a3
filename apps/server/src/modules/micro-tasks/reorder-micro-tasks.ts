import { DomainError, type MicroTaskListResponse, type ReorderMicroTasksInput } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toMicroTask, type MicroTaskRow } from '../../shared/task-dto.js';
import { liveSteps } from './live-steps.js';

/** Puts a task's steps in the given order; `ids` must name each of its live steps exactly once. */
export async function reorderMicroTasks(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: ReorderMicroTasksInput,
): Promise<MicroTaskListResponse> {
  return deps.db.transaction(async (tx) => {
    await findOwnedTask(tx, userId, taskId, { forUpdate: true });
    const steps = await liveSteps(tx, userId, taskId);
    const known = new Set(steps.map((step) => step.id));
    if (input.ids.length !== steps.length || !input.ids.every((id) => known.has(id))) {
      throw new DomainError(
        'VALIDATION_ERROR',
        { field: 'ids' },
        "ids: must list each of the task's micro-tasks once",
      );
    }
    const byId = new Map(steps.map((step) => [step.id, step]));
    const result: MicroTaskRow[] = [];
    for (const [index, id] of input.ids.entries()) {
      const step = byId.get(id)!;
      const order = index + 1;
      if (step.order === order) {
        result.push(step);
        continue;
      }
      // Only moved steps are written, so only they get a new version.
      const [updated] = await tx.update(microTasks).set({ order }).where(eq(microTasks.id, id)).returning();
      result.push(updated!);
    }
    return result.map(toMicroTask);
  });
}
