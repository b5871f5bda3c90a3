import { DomainError } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import { z } from 'zod';
import type { Queryable } from './db-types.js';

/** A task may only point at one of its user's own live strategies; anything else is refused alike. */
export async function assertOwnedStrategy(db: Queryable, userId: string, strategyId: string): Promise<void> {
  const refuse = () =>
    new DomainError('VALIDATION_ERROR', { field: 'strategyId' }, 'strategyId: Strategy not found');
  if (!z.uuid().safeParse(strategyId).success) throw refuse();
  const [row] = await db
    .select({ id: strategies.id })
    .from(strategies)
    .where(and(eq(strategies.id, strategyId), eq(strategies.userId, userId), isNull(strategies.deletedAt)));
  if (!row) throw refuse();
}
