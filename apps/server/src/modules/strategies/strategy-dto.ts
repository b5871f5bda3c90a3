// Strategies as the API answers them.
import { strategyColorSchema, toStrategyPriority, type StrategyResponse } from '@fokus/core';
import type { strategies } from '@fokus/db';

export function toStrategy(row: typeof strategies.$inferSelect): StrategyResponse {
  return {
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
  };
}
