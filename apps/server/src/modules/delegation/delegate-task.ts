import {
  createAssignment,
  delegationPath,
  storedAssignment,
  type DelegateTaskInput,
  type Task,
} from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { delegationTokens, tasks } from '@fokus/db';
import type { AuthUser } from '../../plugins/auth.js';
import { findOwnedTask, type Queryable, type TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';
import { hashDelegationToken, newDelegationToken } from './delegation-token.js';

/** A delegated task and its new link's path (the only place the token ever appears). */
export interface Delegation {
  task: Task;
  link: string;
}

/** Revokes the task's live token, if any: its link stops working from this commit on. */
export async function revokeDelegationToken(db: Queryable, taskId: string, now: Date): Promise<void> {
  await db
    .update(delegationTokens)
    .set({ revokedAt: now })
    .where(and(eq(delegationTokens.taskId, taskId), isNull(delegationTokens.revokedAt)));
}

/**
 * Delegates the owner's task: a pending assignment at `now`, `is_delegated`, and a fresh token whose
 * hash replaces the previous one (a re-delegation kills the old link). One transaction, row locked.
 */
export async function delegateTask(
  deps: TasksDeps,
  user: Pick<AuthUser, 'id'>,
  taskId: string,
  input: DelegateTaskInput,
): Promise<Delegation> {
  const now = deps.now();
  const token = newDelegationToken();
  return deps.db.transaction(async (tx) => {
    await findOwnedTask(tx, user.id, taskId, { forUpdate: true });
    await revokeDelegationToken(tx, taskId, now);
    await tx
      .insert(delegationTokens)
      .values({ taskId, userId: user.id, tokenHash: hashDelegationToken(token) });
    const assignment = createAssignment({
      accessToken: token,
      assigneeEmail: input.assigneeEmail,
      assigneeName: input.assigneeName,
      now,
    });
    const [row] = await tx
      .update(tasks)
      .set({ assignment: storedAssignment(assignment), isDelegated: true })
      .where(eq(tasks.id, taskId))
      .returning();
    // The row exists: it was found and locked above.
    return { task: toTask(row!), link: delegationPath(taskId, token) };
  });
}
