import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';

/**
 * A user's tag. Names are not unique in the database: two offline devices may create the same tag,
 * and a unique index would make one of those queued creates fail forever.
 */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    color: text('color'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [index('tags_user_id_version_idx').on(table.userId, table.version)],
);
