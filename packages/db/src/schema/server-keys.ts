import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import type { JsonValue } from './json-types';

/**
 * Keys the server makes for itself at first start and keeps with the data, so every process on the
 * same database uses the same ones (the Web Push VAPID key pair). The first process to start
 * inserts; the others read what it wrote.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<{ [key: string]: JsonValue }>().notNull(),
  createdAt: createdAtColumn(),
});
