// Types and reads shared by the task-related modules.
import { DomainError } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { tasks, type schema } from '@fokus/db';
import type { FileStorage } from '../modules/files/file-storage.js';
import type { ReminderScheduler } from '../modules/reminders/reminder-scheduler.js';

/**
 * The database or a transaction in it. Use cases take this, so `POST /api/sync` can run the very use
 * case a REST route runs inside its own transaction (a nested `.transaction()` becomes a savepoint).
 */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/** A transaction of the drizzle database. */
export type Transaction = Parameters<Parameters<Queryable['transaction']>[0]>[0];

/** What every task-related use case gets from the app. */
export interface TasksDeps {
  db: Queryable;
  /** The clock; tests pass a controllable one. */
  now: () => Date;
}

/**
 * What routes that change tasks also need after the commit: the attachment files to remove after a
 * delete, and the reminder scheduler that follows each change of a task.
 */
export interface TasksWithFilesDeps extends TasksDeps {
  files: FileStorage;
  reminders: ReminderScheduler;
}

export type TaskRow = typeof tasks.$inferSelect;

/** The 404 every module answers for a missing, tombstoned or someone else's row. */
export function notFound(): DomainError {
  return new DomainError('NOT_FOUND');
}

/**
 * The user's live task, or a 404 exactly like a missing one. `forUpdate` locks the row until the
 * transaction ends, so concurrent changes of one task apply one after the other.
 */
export async function findOwnedTask(
  db: Queryable,
  userId: string,
  taskId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<TaskRow> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
