/** The connectivity indicator of spec §4: what it shows for each online, syncing and pending state. */

/** States of the connectivity indicator. */
export type SyncIndicatorState = 'synced' | 'syncing' | 'pending' | 'offline';

/** What the indicator shows. */
export interface SyncIndicator {
  /** The state; the interface names it (spec §4: 'Синхронизировано', 'Синхронизация...' …). */
  readonly state: SyncIndicatorState;
  /** Pending count shown as a badge, or null for no badge. */
  readonly badge: number | null;
  /** Online with pending operations offers a manual sync button. */
  readonly canSyncManually: boolean;
}

/** The indicator for the current connectivity, sync activity and number of queued operations. */
export function syncIndicator(input: {
  online: boolean;
  syncing: boolean;
  pendingCount: number;
}): SyncIndicator {
  const pending = Math.max(0, input.pendingCount);
  const state: SyncIndicatorState = !input.online
    ? 'offline'
    : input.syncing
      ? 'syncing'
      : pending > 0
        ? 'pending'
        : 'synced';
  const showsBadge = (state === 'offline' || state === 'pending') && pending > 0;
  return {
    state,
    badge: showsBadge ? pending : null,
    canSyncManually: state === 'pending',
  };
}

/** Regaining the connection with operations queued starts a sync automatically. */
export function shouldStartSync(wasOnline: boolean, isOnline: boolean, pendingCount: number): boolean {
  return !wasOnline && isOnline && pendingCount > 0;
}
