import type { StrategyResponse, UpdateStrategyInput } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findOwnedStrategy } from './find-owned-strategy.js';
import { toStrategy } from './strategy-dto.js';

/** Edits the user's strategy: only the fields sent change. */
export async function updateStrategy(
  deps: TasksDeps,
  userId: string,
  strategyId: string,
  input: UpdateStrategyInput,
): Promise<StrategyResponse> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwnedStrategy(tx, userId, strategyId, { forUpdate: true });
    const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length === 0) return toStrategy(current);
    const [updated] = await tx
      .update(strategies)
      .set(fields)
      .where(eq(strategies.id, strategyId))
      .returning();
    return toStrategy(updated!);
  });
}
