// Micro-tasks: the small ordered steps of a task (spec §3). Every use case first finds the parent task
// among the user's own live tasks, so another user's task is a 404 here too.
import {
  nextMicroTaskOrder,
  sortMicroTasks,
  type CreateMicroTaskInput,
  type ReorderMicroTasksInput,
  type UpdateMicroTaskInput,
} from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import { HttpError } from '../../plugins/error-handler.js';
import { findOwnedTask, notFound, type Queryable, type TasksDeps } from '../tasks/db-types.js';
import { toMicroTask, type MicroTaskRow } from '../tasks/task-dto.js';

export type MicroTaskDto = ReturnType<typeof toMicroTask>;

async function liveSteps(db: Queryable, userId: string, taskId: string): Promise<MicroTaskRow[]> {
  const rows = await db
    .select()
    .from(microTasks)
    .where(and(eq(microTasks.taskId, taskId), eq(microTasks.userId, userId), isNull(microTasks.deletedAt)))
    .orderBy(microTasks.order, microTasks.createdAt);
  return sortMicroTasks(rows);
}

export async function listMicroTasks(
  deps: TasksDeps,
  userId: string,
  taskId: string,
): Promise<MicroTaskDto[]> {
  await findOwnedTask(deps.db, userId, taskId);
  return (await liveSteps(deps.db, userId, taskId)).map(toMicroTask);
}

export interface CreateMicroTaskResult {
  microTask: MicroTaskDto;
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
    throw new HttpError(409, 'CONFLICT', 'This micro-task id is already in use');
  });
}

/** Renames, checks or re-estimates a step. */
export async function updateMicroTask(
  deps: TasksDeps,
  userId: string,
  microTaskId: string,
  input: UpdateMicroTaskInput,
): Promise<MicroTaskDto> {
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

/** Puts a task's steps in the given order; `ids` must name each of its live steps exactly once. */
export async function reorderMicroTasks(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  input: ReorderMicroTasksInput,
): Promise<MicroTaskDto[]> {
  return deps.db.transaction(async (tx) => {
    await findOwnedTask(tx, userId, taskId, { forUpdate: true });
    const steps = await liveSteps(tx, userId, taskId);
    const known = new Set(steps.map((step) => step.id));
    if (input.ids.length !== steps.length || !input.ids.every((id) => known.has(id))) {
      throw new HttpError(400, 'VALIDATION_ERROR', "ids: must list each of the task's micro-tasks once");
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

/** Deletes a step as a tombstone. */
export async function deleteMicroTask(deps: TasksDeps, userId: string, microTaskId: string): Promise<void> {
  const deleted = await deps.db
    .update(microTasks)
    .set({ deletedAt: deps.now() })
    .where(and(eq(microTasks.id, microTaskId), eq(microTasks.userId, userId), isNull(microTasks.deletedAt)))
    .returning({ id: microTasks.id });
  if (deleted.length === 0) throw notFound();
}
