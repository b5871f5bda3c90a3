/**
 * This browser's side of Web Push: whether it can show reminders, asking for the permission,
 * subscribing through the service worker's pushManager with the server's VAPID key, and undoing it.
 */
import type { PushSubscriptionInput } from '@fokus/core';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from './reminders-api';

/** What the device can do: no push here, blocked by the person, or the switch's position. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** True when the browser has service workers, the Push API and notifications. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration (absent in development builds, which register none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Where this device stands now. */
export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks for the permission (a no the person gives leaves the switch off, or blocked), subscribes with
 * the server's key (anew when an older subscription has another key) and hands the subscription to
 * the server.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const applicationServerKey = keyBytes(await getPushPublicKey());
  let subscription: PushSubscription;
  try {
    subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  } catch {
    await (await worker.pushManager.getSubscription())?.unsubscribe();
    subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  }
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** Tells the server to stop, then ends this browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  const worker = isPushSupported() ? await registration() : undefined;
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
