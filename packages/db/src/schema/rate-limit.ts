import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * better-auth's `rateLimit` model, used with `rateLimit.storage: "database"` so that every server
 * process shares the same counters. `lastRequest` is epoch milliseconds, as better-auth writes it.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
