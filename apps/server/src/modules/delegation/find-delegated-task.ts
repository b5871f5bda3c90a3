import {
  checkDelegatedAccess,
  DomainError,
  isDelegationTokenFormat,
  type Assignment,
  type DelegatedTask,
  delegatedTaskView,
} from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { delegationTokens, tasks, taskNotifications } from '@fokus/db';
import type { Queryable, TaskRow } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';
import { delegationTokenMatches } from './delegation-token.js';

/** What a public route hands a use case: the link's two parts, as sent. */
export interface DelegatedLink {
  taskId: string;
  token: unknown;
}

/** A delegated task reached through a valid link, with its parsed assignment. */
export interface DelegatedAccess {
  row: TaskRow;
  assignment: Assignment;
}

/**
 * The task a link names, when the link is valid: the task exists and is live, is delegated, and the
 * token matches its one live (not revoked) token's hash, compared in constant time. Throws core's
 * access codes (`checkDelegatedAccess`); the routes answer all of them the same way. `forUpdate`
 * locks the task until the transaction ends, so a cancel and a delegate's action apply one by one.
 */
export async function findDelegatedTask(
  db: Queryable,
  taskId: string,
  token: unknown,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<DelegatedAccess> {
  const presented = typeof token === 'string' ? token : null;
  if (presented === null || presented.trim() === '') throw new DomainError('INSUFFICIENT_ACCESS_DATA');
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)));
  const rows = forUpdate ? await query.for('update') : await query;
  const [live] =
    rows.length === 1
      ? await db
          .select({ tokenHash: delegationTokens.tokenHash })
          .from(delegationTokens)
          .where(and(eq(delegationTokens.taskId, taskId), isNull(delegationTokens.revokedAt)))
      : [];
  const access = checkDelegatedAccess({
    taskId,
    token: presented,
    rows,
    tokenMatches: (value) =>
      live !== undefined && isDelegationTokenFormat(value) && delegationTokenMatches(value, live.tokenHash),
  });
  if (!access.row.isDelegated) throw new DomainError('TASK_NOT_DELEGATED');
  return access;
}

/** The public view of a delegated task row. */
export function delegatedView(row: TaskRow, assignment: Assignment): DelegatedTask {
  return delegatedTaskView(toTask(row), assignment);
}

/** Tells the owner what the delegate did: a task notification, which live updates carry at once. */
export async function notifyOwner(
  db: Queryable,
  row: TaskRow,
  notification: {
    type: 'comment' | 'attachment' | 'status' | 'other';
    data: Record<string, string>;
    author: string;
  },
): Promise<void> {
  await db.insert(taskNotifications).values({
    taskId: row.id,
    userId: row.userId,
    type: notification.type,
    data: notification.data,
    author: notification.author,
  });
}
