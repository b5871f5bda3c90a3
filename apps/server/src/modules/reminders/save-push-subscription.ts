import type { PushSubscriptionInput } from '@fokus/core';
import { pushSubscriptions } from '@fokus/db';
import type { Queryable } from '../../shared/db-types.js';

/**
 * Keeps a browser's push subscription for the signed-in person. An endpoint is one browser profile:
 * subscribing it again (new keys, or another person signed in on it) replaces the row, so reminders
 * go only to whoever subscribed it last.
 */
export async function savePushSubscription(
  db: Queryable,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, lastUsedAt: null },
    });
}
