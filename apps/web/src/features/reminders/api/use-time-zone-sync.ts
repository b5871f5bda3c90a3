import { useEffect } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';

/** The device's IANA time zone, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * Sends the device's time zone to the server when it differs from the one last sent for this user
 * (a first start, a trip, a moved laptop), so reminders fire at the person's wall time. A failed send
 * is tried again at the next start.
 */
export function useTimeZoneSync(userId: string | null | undefined): void {
  useEffect(() => {
    const zone = deviceTimeZone();
    if (!userId || !zone) return;
    const key = `${STORAGE_KEYS.timeZoneSent}:${userId}`;
    if (readStorage(key) === zone) return;
    // The request's module (and its answer schemas) loads only when there is something to send.
    import('./reminders-api')
      .then(({ sendTimeZone }) => sendTimeZone(zone))
      .then(
        () => writeStorage(key, zone),
        () => undefined,
      );
  }, [userId]);
}
