// The user's live strategy, or a 404 exactly like a missing one.
import { and, eq, isNull } from 'drizzle-orm';
import { strategies } from '@fokus/db';
import { notFound, type Queryable } from '../../shared/db-types.js';

export async function findOwnedStrategy(
  db: Queryable,
  userId: string,
  strategyId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<typeof strategies.$inferSelect> {
  const query = db
    .select()
    .from(strategies)
    .where(and(eq(strategies.id, strategyId), eq(strategies.userId, userId), isNull(strategies.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
