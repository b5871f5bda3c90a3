import type { ChatMessageRow } from '@fokus/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { chatMessages } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toChatMessage } from './chat-message-dto.js';

/** The user's chat history, oldest first (ids are time-ordered, so they break ties of one instant). */
export async function listChatMessages(deps: TasksDeps, userId: string): Promise<ChatMessageRow[]> {
  const rows = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), isNull(chatMessages.deletedAt)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map(toChatMessage);
}
