import { and, eq, isNull } from 'drizzle-orm';
import { strategies, tasks } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findOwnedStrategy } from './find-owned-strategy.js';

/**
 * Deletes the user's strategy as a tombstone; its tasks stay, without a strategy, in the same
 * transaction (so no task ever points at a deleted strategy).
 */
export async function deleteStrategy(deps: TasksDeps, userId: string, strategyId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findOwnedStrategy(tx, userId, strategyId, { forUpdate: true });
    await tx.update(strategies).set({ deletedAt: deps.now() }).where(eq(strategies.id, strategyId));
    await tx
      .update(tasks)
      .set({ strategyId: null })
      .where(and(eq(tasks.strategyId, strategyId), eq(tasks.userId, userId), isNull(tasks.deletedAt)));
  });
}
