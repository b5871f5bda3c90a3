/**
 * The app's one operation queue, wired to the browser: localStorage, `POST /api/sync`, the online and
 * offline events, other tabs' edits of the stored queue, and a Web Lock so that two tabs never send
 * the same queue at once (the server would answer the second "duplicate", but why send it twice).
 */
import {
  PENDING_OPERATIONS_STORAGE_KEY,
  syncResponseSchema,
  type SyncRequest,
  type SyncResponse,
} from '@fokus/core';
import { apiFetch } from '@/lib/api-client';
import { OperationQueue } from './queue';
import { QUEUE_OWNER_STORAGE_KEY, SET_ASIDE_KEY_PREFIX } from './storage-keys';

/** A sync request that has not answered in this time is treated as a network failure and retried. */
const SYNC_TIMEOUT_MS = 30_000;

/** `POST /api/sync` with the queue's owner and a batch of its operations. */
export function sendSyncRequest(request: SyncRequest): Promise<SyncResponse> {
  return apiFetch('/api/sync', syncResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
  });
}

function withWebLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('fokus-operation-queue', run) : run();
}

/** The queue of this page. */
export const operationQueue = new OperationQueue({
  storage: {
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  },
  send: sendSyncRequest,
  isOnline: () => navigator.onLine,
  withLock: withWebLock,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => operationQueue.setOnline(true));
  window.addEventListener('offline', () => operationQueue.setOnline(false));
  window.addEventListener('storage', (event) => {
    if (
      event.key === PENDING_OPERATIONS_STORAGE_KEY ||
      event.key === QUEUE_OWNER_STORAGE_KEY ||
      event.key?.startsWith(SET_ASIDE_KEY_PREFIX) ||
      event.key === null
    )
      operationQueue.reloadFromStorage();
  });
}
