import { and, eq, isNull, lte } from 'drizzle-orm';
import { chatMessages } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findOwnedChatMessage } from './find-owned-chat-message.js';

/**
 * Clears the user's chat history through one message: it and every message written before it go
 * (tombstones, so other devices hear of it); a message written after it, on another device, stays.
 */
export async function clearChat(deps: TasksDeps, userId: string, throughId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const last = await findOwnedChatMessage(tx, userId, throughId, { forUpdate: true });
    await tx
      .update(chatMessages)
      .set({ deletedAt: deps.now() })
      .where(
        and(
          eq(chatMessages.userId, userId),
          isNull(chatMessages.deletedAt),
          lte(chatMessages.createdAt, last.createdAt),
        ),
      );
  });
}
