/**
 * Reads see what the user did, even before the server has it: every answer from the server gets the
 * queued changes applied on top (core's pending overlay).
 */
import type { PendingChanges } from './cache-adapter';
import {
  loadOfflineLayer,
  loadedOfflineLayer,
  needsOfflineLayer,
  operationQueue,
  type OfflineLayer,
} from './operations';

/** Reads that raced with a sync are tried again this many times, then accepted as they are. */
const RACED_READ_ATTEMPTS = 3;

/** Loads the queue when this device keeps operations it has not read yet (another tab's, say). */
async function withStoredQueue(): Promise<void> {
  if (typeof window !== 'undefined' && needsOfflineLayer(window.localStorage)) await loadOfflineLayer();
}

/**
 * Runs a server read and returns its answer with the queue to show on top of it, consistently:
 * - the queue is taken when the answer has arrived, so a change the user made while the request ran
 *   is shown too (taking it before would briefly show the row without it);
 * - the read waits for a sync request of this tab in flight, and when operations left the queue
 *   while it ran (a sync answered, another tab sent them), the answer may or may not hold their
 *   effect, so the read is made again.
 */
export async function readWithPending<T>(read: () => Promise<T>): Promise<{ value: T } & PendingChanges> {
  for (let attempt = 1; ; attempt += 1) {
    await withStoredQueue();
    await operationQueue.whenIdle();
    const removals = operationQueue.removalCount();
    const value = await read();
    await withStoredQueue();
    await operationQueue.whenIdle();
    if (operationQueue.removalCount() === removals || attempt === RACED_READ_ATTEMPTS) {
      return { value, ...currentPendingChanges() };
    }
  }
}

/** The queued changes and their author, now. */
export function currentPendingChanges(): PendingChanges {
  const author = operationQueue.getOwner() ?? { id: '', email: '' };
  return { queue: operationQueue.queuedChanges(), author };
}

/**
 * Core's kind descriptors, with their overlays. They load with the queue, so they are here whenever
 * a change is queued; with an empty queue there is nothing to overlay and callers skip them.
 */
export function kinds(): OfflineLayer['SYNC_KINDS'] {
  const layer = loadedOfflineLayer();
  if (!layer) throw new Error('A change is queued but the offline layer has not loaded');
  return layer.SYNC_KINDS;
}
