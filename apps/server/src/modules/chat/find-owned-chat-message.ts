// The user's live chat message, or a 404 exactly like a missing one.
import { and, eq, isNull } from 'drizzle-orm';
import { chatMessages } from '@fokus/db';
import { notFound, type Queryable } from '../../shared/db-types.js';

export async function findOwnedChatMessage(
  db: Queryable,
  userId: string,
  messageId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<typeof chatMessages.$inferSelect> {
  const query = db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId), isNull(chatMessages.deletedAt)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
