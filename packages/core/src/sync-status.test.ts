import { describe, expect, it } from 'vitest';
import { shouldStartSync, syncIndicator } from './sync-status';

describe('sync indicator', () => {
  it('shows synced when online with nothing pending', () => {
    expect(syncIndicator({ online: true, syncing: false, pendingCount: 0 })).toEqual({
      state: 'synced',
      badge: null,
      canSyncManually: false,
    });
  });

  it('shows syncing while a sync runs', () => {
    expect(syncIndicator({ online: true, syncing: true, pendingCount: 3 })).toMatchObject({
      state: 'syncing',
      badge: null,
    });
  });

  it('shows pending with a count badge and a manual sync button', () => {
    expect(syncIndicator({ online: true, syncing: false, pendingCount: 2 })).toEqual({
      state: 'pending',
      badge: 2,
      canSyncManually: true,
    });
  });

  it('shows offline with a badge only when something is pending', () => {
    expect(syncIndicator({ online: false, syncing: false, pendingCount: 4 })).toMatchObject({
      state: 'offline',
      badge: 4,
    });
    expect(syncIndicator({ online: false, syncing: true, pendingCount: 0 })).toMatchObject({
      state: 'offline',
      badge: null,
    });
  });

  it('starts a sync when the connection comes back with work queued', () => {
    expect(shouldStartSync(false, true, 1)).toBe(true);
    expect(shouldStartSync(false, true, 0)).toBe(false);
    expect(shouldStartSync(true, true, 1)).toBe(false);
  });
});
