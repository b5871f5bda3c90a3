import type { Task } from '@fokus/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';

/** The owner's live delegated tasks, the most recently delegated first (spec §2 delegated tasks list). */
export async function listDelegatedTasks(deps: TasksDeps, userId: string): Promise<Task[]> {
  const rows = await deps.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.isDelegated, true), isNull(tasks.deletedAt)))
    .orderBy(desc(sql`${tasks.assignment} ->> 'assigned_at'`), desc(tasks.id));
  return rows.map(toTask);
}
