import { strategyColorSchema, toStrategyPriority, type StrategyListResponse } from '@fokus/core';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';

/** The user's strategies, highest priority first (their screen comes with a later issue). */
export async function listStrategies(deps: TasksDeps, userId: string): Promise<StrategyListResponse> {
  const rows = await deps.db
    .select()
    .from(strategies)
    .where(and(eq(strategies.userId, userId), isNull(strategies.deletedAt)))
    .orderBy(desc(strategies.priority), asc(strategies.createdAt), asc(strategies.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    // Stored colours come through the create schema; anything else would be a stray row: shown blue.
    color: strategyColorSchema.safeParse(row.color).data ?? 'blue',
    // One rule with the UI (core): 1 low, 2 medium, 3 high; anything else reads as low.
    priority: toStrategyPriority(row.priority),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }));
}
