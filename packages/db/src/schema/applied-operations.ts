import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, userIdColumn } from './columns';
import type { JsonValue } from './json-types';

/**
 * Offline operations already applied by `POST /api/sync` (DESIGN.md "Offline and sync"). Written in the
 * same transaction as the change, so a replayed operation id returns its first result instead of
 * applying twice. The id is the client's operation id (text, so the client's id format is not this
 * table's concern); check `userId` before trusting a hit.
 */
export const appliedOperations = pgTable(
  'applied_operations',
  {
    id: text('id').primaryKey(),
    userId: userIdColumn(),
    result: jsonb('result').$type<JsonValue>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('applied_operations_user_id_created_at_idx').on(table.userId, table.createdAt),
    // Pruning past the retention reads by age across users (see the sync module's pruning).
    index('applied_operations_created_at_idx').on(table.createdAt),
  ],
);
