import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { user } from './user';

/**
 * A person's private iCalendar feed of their dated tasks (issue 18). Only a hash of the secret URL's
 * token is stored (SHA-256, hex); turning the feed off deletes the row, and a new link replaces it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);
