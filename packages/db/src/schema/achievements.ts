import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, userIdColumn } from './columns';
import { timestamptz } from './timestamptz';

/** An achievement a user unlocked; `code` names it (the catalogue lives in code, not here). */
export const achievements = pgTable(
  'achievements',
  {
    id: idColumn(),
    userId: userIdColumn(),
    code: text('code').notNull(),
    unlockedAt: timestamptz('unlocked_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('achievements_user_id_code_key').on(table.userId, table.code)],
);
