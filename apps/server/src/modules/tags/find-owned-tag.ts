// The user's live tag, or a 404 exactly like a missing one.
import { and, eq, isNull } from 'drizzle-orm';
import { tags } from '@fokus/db';
import { notFound, type Queryable } from '../../shared/db-types.js';

export async function findOwnedTag(
  db: Queryable,
  userId: string,
  tagId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<typeof tags.$inferSelect> {
  const query = db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.userId, userId), isNull(tags.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** True when a PostgreSQL error is the live-name uniqueness of tags. */
export function isTagNameConflict(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'tags_live_user_id_name_key';
}
