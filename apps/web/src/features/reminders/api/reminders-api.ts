/** The reminder routes (issue 18): the server's VAPID key, this browser's subscription, the time zone. */
import { pushPublicKeyResponseSchema, type PushSubscriptionInput } from '@fokus/core';
import { apiFetch, type ResponseSchema } from '@/lib/api-client';

/** An empty answer (204). */
const noContent: ResponseSchema<null> = { safeParse: () => ({ success: true, data: null }) };

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** `GET /api/push/public-key`: the key `pushManager.subscribe` needs (base64url). */
export async function getPushPublicKey(): Promise<string> {
  return (await apiFetch('/api/push/public-key', pushPublicKeyResponseSchema)).publicKey;
}

/** `POST /api/push/subscriptions`: reminders go to this browser from now on. */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiFetch('/api/push/subscriptions', noContent, json('POST', subscription));
}

/** `DELETE /api/push/subscriptions`: reminders no longer go to this browser. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/api/push/subscriptions', noContent, json('DELETE', { endpoint }));
}

/** `PUT /api/settings/time-zone`: the zone reminders fire in. */
export async function sendTimeZone(timeZone: string): Promise<void> {
  await apiFetch('/api/settings/time-zone', noContent, json('PUT', { timeZone }));
}
