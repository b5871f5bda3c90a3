import type { RemovePushSubscriptionInput } from '@fokus/core';
import { pushSubscriptions } from '@fokus/db';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../shared/db-types.js';

/** Forgets this person's subscription of an endpoint; someone else's, or none, is left as it is. */
export async function removePushSubscription(
  db: Queryable,
  userId: string,
  input: RemovePushSubscriptionInput,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, userId)));
}
