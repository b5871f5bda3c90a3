import { sql } from 'drizzle-orm';
import type { Transaction } from '../../shared/db-types.js';

/**
 * Serialises one user's MVD changes until the transaction ends: a count and an insert (or a
 * renumbering) must not interleave with another request of the same user, or two requests could each
 * see two entries and both add a third.
 */
export async function lockMvd(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fokus:mvd:${userId}`}))`);
}
