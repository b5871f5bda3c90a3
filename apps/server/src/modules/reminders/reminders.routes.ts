import {
  pushPublicKeyResponseSchema,
  pushSubscriptionInputSchema,
  removePushSubscriptionInputSchema,
  setTimeZoneInputSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation } from '../../shared/api-operation.js';
import { removePushSubscription } from './remove-push-subscription.js';
import { savePushSubscription } from './save-push-subscription.js';
import { setTimeZone } from './set-time-zone.js';

const TAG = 'reminders';

const operations = {
  publicKey: defineOperation({
    method: 'GET',
    url: '/api/push/public-key',
    tag: TAG,
    summary: "The server's VAPID public key, for the browser's push subscription",
    responses: { 200: { description: 'The key (base64url)', schema: pushPublicKeyResponseSchema } },
  }),
  subscribe: defineOperation({
    method: 'POST',
    url: '/api/push/subscriptions',
    tag: TAG,
    summary: "Keep this browser's push subscription (PushSubscription.toJSON()) for reminders",
    body: pushSubscriptionInputSchema,
    responses: { 204: { description: 'Kept (replacing an earlier one of the same endpoint)' } },
  }),
  unsubscribe: defineOperation({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    tag: TAG,
    summary: "Forget this browser's push subscription (reminders then come by e-mail)",
    body: removePushSubscriptionInputSchema,
    responses: { 204: { description: 'Forgotten (also when it was not kept)' } },
  }),
  setTimeZone: defineOperation({
    method: 'PUT',
    url: '/api/settings/time-zone',
    tag: TAG,
    summary: "Set the person's IANA time zone; their reminders fire in it",
    body: setTimeZoneInputSchema,
    responses: { 204: { description: 'Stored (reminders scheduled again when it changed)' } },
  }),
};

export const remindersModule = defineModule({
  name: 'reminders',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.publicKey, async () => ({ publicKey: await deps.push.publicKey() }));
    routeOperation(app, operations.subscribe, async ({ user, body }) => {
      await savePushSubscription(deps.db, user.id, body);
    });
    routeOperation(app, operations.unsubscribe, async ({ user, body }) => {
      await removePushSubscription(deps.db, user.id, body);
    });
    routeOperation(app, operations.setTimeZone, async ({ user, body }) => {
      if (await setTimeZone(deps.db, user.id, body)) await deps.reminders.rescheduleUser(user.id);
    });
  },
});
