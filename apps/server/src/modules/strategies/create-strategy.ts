import { DomainError, type CreateStrategyInput, type StrategyResponse } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toStrategy } from './strategy-dto.js';

export interface CreateStrategyResult {
  strategy: StrategyResponse;
  /** False when the same user already created a strategy with this id: a retried create. */
  created: boolean;
}

/**
 * Creates a strategy with the client's id. A repeated create answers the stored strategy; an id used
 * by a deleted strategy or by someone else is refused alike (CONFLICT).
 */
export async function createStrategy(
  deps: TasksDeps,
  userId: string,
  input: CreateStrategyInput,
): Promise<CreateStrategyResult> {
  const stored = async () =>
    input.id ? (await deps.db.select().from(strategies).where(eq(strategies.id, input.id)))[0] : undefined;
  const existing = await stored();
  if (existing) {
    if (existing.userId === userId && existing.deletedAt === null)
      return { strategy: toStrategy(existing), created: false };
    throw new DomainError('CONFLICT', undefined, 'This strategy id is already in use');
  }
  try {
    const [inserted] = await deps.db
      .insert(strategies)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        name: input.name,
        description: input.description ?? null,
        color: input.color,
        priority: input.priority,
      })
      .returning();
    return { strategy: toStrategy(inserted!), created: true };
  } catch (error) {
    // Two requests with the same new id at once: the loser sees the row the winner made.
    const raced = await stored();
    if (raced && raced.userId === userId && raced.deletedAt === null)
      return { strategy: toStrategy(raced), created: false };
    if (raced) throw new DomainError('CONFLICT', undefined, 'This strategy id is already in use');
    throw error;
  }
}
