import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, userIdColumn } from './columns';
import { timestamptz } from './timestamptz';

/**
 * A browser's Web Push subscription (issue 18 reminders): where to send, and the keys to encrypt
 * for it. One row per endpoint; a browser that subscribes again replaces its keys. A subscription
 * the push service reports gone (404/410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (base64url). */
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
  ],
);
