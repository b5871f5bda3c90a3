/** Where the offline queue lives in localStorage, and whether anything is kept there. */
import { PENDING_OPERATIONS_STORAGE_KEY } from '@fokus/core';

/** Key of the id of the user the stored queue belongs to. */
export const QUEUE_OWNER_STORAGE_KEY = `${PENDING_OPERATIONS_STORAGE_KEY}:owner`;
/** Key prefix of queues put aside for other users of this device. */
export const QUEUE_STASH_KEY_PREFIX = `${PENDING_OPERATIONS_STORAGE_KEY}:user:`;
/** Key of the failed tries of queued operations (core's AttemptsByOperation), beside the queue. */
export const QUEUE_ATTEMPTS_STORAGE_KEY = `${PENDING_OPERATIONS_STORAGE_KEY}:attempts`;
/** Key prefix of a user's operations set aside after too many failures (then the user's id). */
export const SET_ASIDE_KEY_PREFIX = `${PENDING_OPERATIONS_STORAGE_KEY}:set-aside:`;

/**
 * True for a key the queue keeps operations under: this user's queue, one put aside for another user,
 * or changes set aside after too many failures (the sync indicator offers those again).
 */
export function isQueueDataKey(key: string): boolean {
  return (
    key === PENDING_OPERATIONS_STORAGE_KEY ||
    key.startsWith(QUEUE_STASH_KEY_PREFIX) ||
    key.startsWith(SET_ASIDE_KEY_PREFIX)
  );
}

/**
 * True when any operations are kept on this device (any user's). Only then does the page need the
 * queue's codec before it shows anything. Unreadable storage holds nothing the queue could read.
 */
export function hasStoredOperations(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !isQueueDataKey(key)) continue;
      const value = storage.getItem(key);
      if (value !== null && value !== '' && value !== '[]') return true;
    }
  } catch {
    // Storage disabled: the queue then lives in a page's memory only, and this page has none yet.
  }
  return false;
}
