// Types and reads shared by the task-related modules.
import { and, eq, isNull } from 'drizzle-orm';
import { tasks, type Database } from '@fokus/db';
import { HttpError, NOT_FOUND } from '../../plugins/error-handler.js';

/** A transaction of the drizzle database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction in it: reads work on either. */
export type Queryable = Database | Transaction;

/** What every task-related use case gets from the app. */
export interface TasksDeps {
  db: Database;
  /** The clock; tests pass a controllable one. */
  now: () => Date;
}

export type TaskRow = typeof tasks.$inferSelect;

/** The 404 every module answers for a missing, tombstoned or someone else's row. */
export function notFound(): HttpError {
  return new HttpError(404, NOT_FOUND.code, NOT_FOUND.message);
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
