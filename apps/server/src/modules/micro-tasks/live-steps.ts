// Micro-tasks: the small ordered steps of a task (spec §3). Every use case first finds the parent task
// among the user's own live tasks, so another user's task is a 404 here too.
import { sortMicroTasks } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { microTasks } from '@fokus/db';
import type { Queryable } from '../../shared/db-types.js';
import type { MicroTaskRow } from '../../shared/task-dto.js';

/** A task's live steps, in their order. */
export async function liveSteps(db: Queryable, userId: string, taskId: string): Promise<MicroTaskRow[]> {
  const rows = await db
    .select()
    .from(microTasks)
    .where(and(eq(microTasks.taskId, taskId), eq(microTasks.userId, userId), isNull(microTasks.deletedAt)))
    .orderBy(microTasks.order, microTasks.createdAt);
  return sortMicroTasks(rows);
}
