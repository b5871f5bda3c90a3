import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';

/**
 * A user's tag: a name and one of the twelve strategy colours. A live name is unique per user,
 * whatever its case; a tombstoned tag frees its name. (Two offline devices creating the same name:
 * the second create is refused with a clear message, and its tag was never on the server.)
 */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('tags_user_id_version_idx').on(table.userId, table.version),
    uniqueIndex('tags_live_user_id_name_key')
      .on(table.userId, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
