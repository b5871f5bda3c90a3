// The server's VAPID key pair (Web Push): made at first start and kept with the data (server_keys),
// so every process on the database signs with the same key and browsers' subscriptions stay valid
// across restarts. Two processes starting at once both insert "on conflict do nothing", then both
// read the one row that won.
import { serverKeys, type Database } from '@fokus/db';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import { mailSender } from '../mail/mail-transport.js';

/** The VAPID key pair, base64url (the public key is what `pushManager.subscribe` takes). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The name of the key pair's row in server_keys. */
export const VAPID_KEY_NAME = 'vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/** The stored key pair; the first call on a new database makes and stores it. */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: VAPID_KEY_NAME, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, VAPID_KEY_NAME));
  if (!row || !isVapidKeys(row.value)) throw new Error('server_keys holds no usable VAPID key pair');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey };
}

/**
 * The stored key pair, read (or made) on first use and then kept in memory; a failed read is tried
 * again on the next use (the database may come back).
 */
export function vapidKeySource(db: Database): () => Promise<VapidKeys> {
  let loading: Promise<VapidKeys> | undefined;
  return () => {
    loading ??= loadVapidKeys(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Who push services may contact about this server (VAPID `sub`): the public URL when it is https,
 * otherwise the sender's address as a mailto: URL (push services refuse http: subjects).
 */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const sender = mailSender(config);
  const address = /<([^>]+)>\s*$/.exec(sender)?.[1] ?? sender;
  return `mailto:${address.trim()}`;
}
