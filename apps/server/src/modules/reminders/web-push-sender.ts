// Sends one Web Push message: web-push encrypts it for the subscription (aes128gcm) and signs the
// VAPID header; the request itself goes through fetch, so it has a deadline and any http(s) push
// endpoint works (web-push's own sender speaks https only).
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** A stored subscription: where to send and the browser's keys. */
export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** How a push went: delivered, gone (the subscription is dead: 404/410) or failed otherwise. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushSendOptions {
  readonly vapid: VapidKeys;
  readonly subject: string;
  /** Seconds the push service keeps the message for an offline browser. */
  readonly ttlSeconds: number;
  /** How long the push service may take to answer. */
  readonly timeoutMs: number;
}

/** Sends `payload` (JSON) to one subscription. Never throws: a failure is an outcome. */
export async function sendPush(
  target: PushTarget,
  payload: object,
  options: PushSendOptions,
): Promise<{ outcome: PushOutcome; status?: number; error?: unknown }> {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.vapid.publicKey,
          privateKey: options.vapid.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410)
      return { outcome: 'gone', status: response.status };
    return { outcome: response.ok ? 'delivered' : 'failed', status: response.status };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}
