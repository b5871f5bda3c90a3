import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, userIdColumn } from './columns';
import { tasks } from './tasks';
import { timestamptz } from './timestamptz';

/**
 * Access tokens of delegated-task links (DESIGN.md "Delegation tokens"). Only a hash of the token is
 * stored (SHA-256, hex), never the token, and the token is not derived from the task id. Cancelling
 * a delegation sets `revokedAt`; at most one token per task is live at a time.
 */
export const delegationTokens = pgTable(
  'delegation_tokens',
  {
    id: idColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The task owner who created the link. */
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('delegation_tokens_token_hash_key').on(table.tokenHash),
    uniqueIndex('delegation_tokens_live_task_id_key')
      .on(table.taskId)
      .where(sql`${table.revokedAt} is null`),
    index('delegation_tokens_user_id_idx').on(table.userId),
  ],
);
