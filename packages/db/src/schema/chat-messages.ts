import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { AssistantAction } from './json-types';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** spec §3 Chat message of the assistant, with the actions it proposed (applied only when accepted). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    userId: userIdColumn(),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    content: text('content').notNull(),
    actions: jsonb('actions').$type<AssistantAction[]>(),
    /** The coach persona chosen when the message was written; an unknown id reads as the first persona. */
    personaId: text('persona_id'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('chat_messages_user_id_version_idx').on(table.userId, table.version),
    index('chat_messages_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('chat_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);
