import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';

/** spec §3 Strategy. Priority is stored as 1 low, 2 medium, 3 high. */
export const strategies = pgTable(
  'strategies',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('blue'),
    priority: smallint('priority').notNull().default(2),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('strategies_user_id_version_idx').on(table.userId, table.version),
    check('strategies_priority_check', sql`${table.priority} between 1 and 3`),
  ],
);
