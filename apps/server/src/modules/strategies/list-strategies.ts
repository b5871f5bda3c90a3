import type { StrategyListResponse } from '@fokus/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toStrategy } from './strategy-dto.js';

/** The user's strategies, highest priority first (spec §5), then oldest first. */
export async function listStrategies(deps: TasksDeps, userId: string): Promise<StrategyListResponse> {
  const rows = await deps.db
    .select()
    .from(strategies)
    .where(and(eq(strategies.userId, userId), isNull(strategies.deletedAt)))
    .orderBy(desc(strategies.priority), asc(strategies.createdAt), asc(strategies.id));
  return rows.map(toStrategy);
}
