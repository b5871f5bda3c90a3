// A stored chat message as the API answers it.
import type { ChatMessageRow, StoredChatAction } from '@fokus/core';
import type { chatMessages } from '@fokus/db';

export function toChatMessage(row: typeof chatMessages.$inferSelect): ChatMessageRow {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    content: row.content,
    actions: (row.actions ?? []) as unknown as StoredChatAction[],
    personaId: row.personaId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
