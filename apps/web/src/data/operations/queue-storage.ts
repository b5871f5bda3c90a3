import {
  PENDING_OPERATIONS_STORAGE_KEY,
  parseStoredAttempts,
  parseStoredQueue,
  queueStorageWrite,
  type AttemptsByOperation,
  type PendingOperation,
  type QueueStorageWrite,
} from '@fokus/core';
import {
  QUEUE_ATTEMPTS_STORAGE_KEY,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  SET_ASIDE_KEY_PREFIX,
} from './storage-keys';

/** The storage the queue persists to (localStorage in the app). */
export type QueueStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where the operation queue keeps itself between page loads: the queue under its owner, the failure
 * counts, what was set aside per user, and the queues of other users put aside on a shared device.
 * Storage can refuse (quota, privacy mode): after a refused write nothing more is written, and the
 * queue keeps its state in memory for this page only (`inMemoryOnly`).
 */
export class QueueStorage {
  private memoryOnly = false;

  constructor(private readonly storage: QueueStorageArea) {}

  /** True once storage refused a write: the caller's in-memory copies are the truth from then on. */
  get inMemoryOnly(): boolean {
    return this.memoryOnly;
  }

  /**
   * Makes the stored queue `ownerId`'s: a queue left by another user is put aside under that user's
   * key (added to what is already there), and the one put aside for `ownerId` earlier is returned (and
   * removed from aside) for the caller to store; null when the stored queue is already theirs.
   */
  takeOwnership(ownerId: string): PendingOperation[] | null {
    const { storage } = this;
    const storedOwner = safely(() => storage.getItem(QUEUE_OWNER_STORAGE_KEY));
    if (storedOwner === ownerId) return null;
    const current = parseStoredQueue(
      safely(() => storage.getItem(PENDING_OPERATIONS_STORAGE_KEY)),
    ).operations;
    if (current.length > 0) {
      // A queue with no recorded owner is kept aside too, and never sent.
      const stashKey = QUEUE_STASH_KEY_PREFIX + (storedOwner ?? 'unknown');
      const stashed = parseStoredQueue(safely(() => storage.getItem(stashKey))).operations;
      safely(() => storage.setItem(stashKey, JSON.stringify([...stashed, ...current])));
    }
    const ownKey = QUEUE_STASH_KEY_PREFIX + ownerId;
    const own = parseStoredQueue(safely(() => storage.getItem(ownKey))).operations;
    safely(() => storage.removeItem(ownKey));
    return own;
  }

  /** Records who the stored queue belongs to (after `takeOwnership`). */
  writeOwner(ownerId: string): void {
    safely(() => this.storage.setItem(QUEUE_OWNER_STORAGE_KEY, ownerId));
  }

  /** The stored queue; one that cannot be parsed is discarded (spec §5), unreadable entries dropped. */
  readQueue(): PendingOperation[] {
    const stored = safely(() => this.storage.getItem(PENDING_OPERATIONS_STORAGE_KEY));
    const { operations, discarded, dropped } = parseStoredQueue(stored);
    if (discarded || dropped > 0) this.writeQueue(operations);
    return operations;
  }

  writeQueue(operations: readonly PendingOperation[]): void {
    this.write(PENDING_OPERATIONS_STORAGE_KEY, queueStorageWrite(operations));
  }

  readAttempts(): AttemptsByOperation {
    return parseStoredAttempts(safely(() => this.storage.getItem(QUEUE_ATTEMPTS_STORAGE_KEY)));
  }

  writeAttempts(write: QueueStorageWrite): void {
    this.write(QUEUE_ATTEMPTS_STORAGE_KEY, write);
  }

  /** A user's set-aside operations. */
  readSetAside(ownerId: string): PendingOperation[] {
    return parseStoredQueue(safely(() => this.storage.getItem(SET_ASIDE_KEY_PREFIX + ownerId))).operations;
  }

  writeSetAside(ownerId: string, operations: readonly PendingOperation[]): void {
    this.write(SET_ASIDE_KEY_PREFIX + ownerId, queueStorageWrite(operations));
  }

  private write(key: string, write: QueueStorageWrite): void {
    if (this.memoryOnly) return;
    try {
      if (write.action === 'remove') this.storage.removeItem(key);
      else this.storage.setItem(key, write.value);
    } catch {
      // Keep the operations rather than lose them: from now on this page holds the queue.
      this.memoryOnly = true;
    }
  }
}

/** Storage can throw (privacy mode, quota); a read that fails reads as nothing stored. */
function safely<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}
