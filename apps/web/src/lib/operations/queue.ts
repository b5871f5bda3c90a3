/**
 * The offline queue (spec §4, §7; DESIGN.md "Offline and sync"): every change of the app is an
 * operation stored under `pendingOperations` before anything is sent, then replayed to `POST /api/sync`
 * in order, in requests of SYNC_CLIENT_BATCH_SIZE. An operation leaves the queue only when the server
 * has answered it: applied (or applied before), or rejected for good. A network failure, a 5xx or a
 * "deferred" answer keeps it queued and the rest go on; the queue retries with a growing delay and at
 * once when the connection returns.
 *
 * The queue belongs to one user (`setOwner`). Another user's queue is put aside under its own key
 * and comes back when that user signs in again on this device; it is never sent under someone else.
 * The server refuses a request whose owner is not the session's user as a second guard.
 */
import {
  PENDING_OPERATIONS_STORAGE_KEY,
  SYNC_CLIENT_BATCH_SIZE,
  changeOfOperation,
  createdRowId,
  parseStoredQueue,
  queueStorageWrite,
  referencedRowIds,
  type ChangeAuthor,
  type PendingOperation,
  type QueuedChange,
  type SyncOperationResult,
  type SyncRequest,
  type SyncResponse,
} from '@fokus/core';

/** Key of the id of the user the stored queue belongs to. */
export const QUEUE_OWNER_STORAGE_KEY = `${PENDING_OPERATIONS_STORAGE_KEY}:owner`;
/** Key prefix of queues put aside for other users of this device. */
export const QUEUE_STASH_KEY_PREFIX = `${PENDING_OPERATIONS_STORAGE_KEY}:user:`;

/** What became of an operation, as far as this tab knows when its promise settles. */
export type OperationOutcome =
  | { readonly status: 'applied' | 'duplicate'; readonly result: unknown }
  | { readonly status: 'rejected'; readonly code: string; readonly message: string }
  /** Safe in the queue, not answered yet (offline, server unreachable, or deferred by the server). */
  | { readonly status: 'queued' };

/** An operation the server has answered for good (applied or rejected). */
export interface SettledOperation {
  readonly operation: PendingOperation;
  readonly change: QueuedChange['change'] | null;
  readonly outcome: Exclude<OperationOutcome, { status: 'queued' }>;
  /** True when the operation was dropped because an operation it depends on was rejected. */
  readonly cascaded: boolean;
}

/** What the indicator needs. */
export interface QueueState {
  readonly pending: number;
  readonly syncing: boolean;
  readonly online: boolean;
}

/** Thrown by `send` for an answer that is not a sync response; `status` 0 is a network failure. */
export interface SendFailure {
  readonly status: number;
  readonly code?: string;
}

/** The I/O the queue needs; the app passes the browser's, tests pass their own. */
export interface QueueEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly send: (request: SyncRequest) => Promise<SyncResponse>;
  readonly isOnline: () => boolean;
  /** Serialises flushes across tabs of this browser (Web Locks); absent → this tab only. */
  readonly withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

function failureStatus(error: unknown): number {
  const status = (error as Partial<SendFailure> | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export class OperationQueue {
  private owner: ChangeAuthor | null = null;
  private operations: PendingOperation[] = [];
  private readonly waiters = new Map<string, (outcome: OperationOutcome) => void>();
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(settled: SettledOperation[]) => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = FIRST_RETRY_MS;
  private state: QueueState;
  /** Set when storage refused a write (quota, privacy mode): the queue then lives in this page only. */
  private memoryOnly = false;
  private removals = 0;

  constructor(private readonly env: QueueEnvironment) {
    this.state = { pending: 0, syncing: false, online: env.isOnline() };
  }

  /** The signed-in user whose queue this is; null while nobody is signed in (nothing is sent). */
  setOwner(owner: ChangeAuthor | null): void {
    const previous = this.owner;
    this.owner = owner;
    if (owner === null) {
      this.clearRetry();
      this.setOperations([]);
      this.publish();
      return;
    }
    if (previous?.id !== owner.id) this.adoptStoredQueue(owner.id);
    this.setOperations(this.readStored());
    this.publish();
    if (this.operations.length > 0) void this.flush();
  }

  /** The signed-in owner, if any. */
  getOwner(): ChangeAuthor | null {
    return this.owner;
  }

  /** The queued operations, oldest first. */
  list(): readonly PendingOperation[] {
    return this.operations;
  }

  /** The queued operations as changes (entries that cannot be read are left out). */
  queuedChanges(): QueuedChange[] {
    return this.operations.flatMap((operation) => {
      const parsed = changeOfOperation(operation);
      return parsed.ok
        ? [{ change: parsed.change, at: new Date(operation.timestamp), operationId: operation.id }]
        : [];
    });
  }

  /**
   * Stores an operation, then sends it when online. Resolves with the server's answer when it comes
   * in this flush, or with `queued` as soon as it is known to wait (offline, unreachable, deferred).
   */
  enqueue(operation: PendingOperation): Promise<OperationOutcome> {
    if (this.owner === null) throw new Error('No signed-in user owns the operation queue');
    this.setOperations([...this.readStored(), operation]);
    this.writeStored(this.operations);
    this.publish();
    if (!this.env.isOnline()) return Promise.resolve({ status: 'queued' });
    const outcome = new Promise<OperationOutcome>((resolve) => this.waiters.set(operation.id, resolve));
    void this.flush();
    return outcome;
  }

  /** Sends what is queued, once; a call during a flush runs another pass after it. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.clearRetry();
    this.flushing = (async () => {
      try {
        do {
          this.again = false;
          const run = () => this.flushOnce();
          await (this.env.withLock ? this.env.withLock(run) : run());
        } while (this.again && this.env.isOnline());
      } finally {
        this.flushing = null;
        this.setSyncing(false);
        // Whatever is still waiting for an answer in this tab waits in the queue now.
        for (const operation of this.operations) this.settleWaiter(operation.id, { status: 'queued' });
      }
    })();
    return this.flushing;
  }

  /**
   * A number that changes whenever operations leave the queue (answered by the server, dropped, or
   * taken by another tab). A server read that spans a change may or may not include their effect.
   */
  removalCount(): number {
    return this.removals;
  }

  /** Resolves when no sync request of this tab is in flight (reads wait for it, so they see its effect). */
  async whenIdle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** The browser went on- or offline; coming back online starts a sync at once (spec §4). */
  setOnline(online: boolean): void {
    if (this.state.online === online) return;
    this.state = { ...this.state, online };
    this.emit();
    if (online) {
      this.retryDelay = FIRST_RETRY_MS;
      void this.flush();
    } else {
      this.clearRetry();
    }
  }

  /** Another tab changed the stored queue: take its view of it. */
  reloadFromStorage(): void {
    if (this.owner === null) return;
    this.setOperations(this.readStored());
    this.publish();
  }

  /** For useSyncExternalStore: the current state (a new object only when something changed). */
  getState = (): QueueState => this.state;

  /** For useSyncExternalStore: calls `listener` whenever the state changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with each group of operations the server has answered for good. */
  onSettled(listener: (settled: SettledOperation[]) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  private async flushOnce(): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    // Another tab may have sent some of them meanwhile.
    this.setOperations(this.readStored());
    const attempted = new Set<string>();
    let deferred = false;
    while (this.owner?.id === owner.id && this.env.isOnline()) {
      const batch = this.operations.filter((operation) => !attempted.has(operation.id));
      if (batch.length === 0) break;
      const sent = batch.slice(0, SYNC_CLIENT_BATCH_SIZE);
      for (const operation of sent) attempted.add(operation.id);
      this.setSyncing(true);
      let response: SyncResponse;
      try {
        response = await this.env.send({ userId: owner.id, operations: sent });
        if (response.results.length !== sent.length)
          throw Object.assign(new Error('Bad answer'), { status: 502 });
      } catch (error) {
        const status = failureStatus(error);
        // Signed out, or this queue is not the session's: stop, keep everything, never retry blindly.
        if (status !== 401 && status !== 403 && status !== 409) this.scheduleRetry();
        return;
      }
      if (this.apply(sent, response.results)) deferred = true;
    }
    if (deferred) this.scheduleRetry();
    else if (this.operations.length === 0) this.retryDelay = FIRST_RETRY_MS;
  }

  /** Folds one answered batch into the queue; returns true when any operation was deferred. */
  private apply(sent: readonly PendingOperation[], results: readonly SyncOperationResult[]): boolean {
    const done = new Set<string>();
    const settled: SettledOperation[] = [];
    const rejectedRows = new Set<string>();
    let deferred = false;
    sent.forEach((operation, index) => {
      const result = results[index]!;
      const parsed = changeOfOperation(operation);
      const change = parsed.ok ? parsed.change : null;
      if (result.status === 'deferred') {
        deferred = true;
        this.settleWaiter(operation.id, { status: 'queued' });
        return;
      }
      const outcome: SettledOperation['outcome'] =
        result.status === 'rejected'
          ? { status: 'rejected', code: result.code ?? 'REJECTED', message: result.message ?? '' }
          : { status: result.status, result: result.result ?? null };
      if (outcome.status === 'rejected' && change) {
        const created = createdRowId(change);
        if (created) rejectedRows.add(created);
      }
      done.add(operation.id);
      settled.push({ operation, change, outcome, cascaded: false });
      this.settleWaiter(operation.id, outcome);
    });
    // A change of a row whose create was refused can never succeed either: drop it with it.
    for (const operation of this.readStored()) {
      if (done.has(operation.id) || rejectedRows.size === 0) continue;
      const parsed = changeOfOperation(operation);
      if (!parsed.ok || !referencedRowIds(parsed.change).some((id) => rejectedRows.has(id))) continue;
      const created = createdRowId(parsed.change);
      if (created) rejectedRows.add(created);
      const outcome = { status: 'rejected', code: 'DEPENDENCY_REJECTED', message: '' } as const;
      done.add(operation.id);
      settled.push({ operation, change: parsed.change, outcome, cascaded: true });
      this.settleWaiter(operation.id, outcome);
    }
    this.setOperations(this.readStored().filter((operation) => !done.has(operation.id)));
    this.writeStored(this.operations);
    this.publish();
    if (settled.length > 0) for (const listener of this.settledListeners) listener(settled);
    return deferred;
  }

  private settleWaiter(id: string, outcome: OperationOutcome): void {
    const resolve = this.waiters.get(id);
    if (!resolve) return;
    this.waiters.delete(id);
    resolve(outcome);
  }

  private scheduleRetry(): void {
    this.clearRetry();
    if (!this.env.isOnline() || this.operations.length === 0) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /**
   * Makes the stored queue `ownerId`'s: a queue left by another user is put aside under that user's
   * key (added to what is already there), and one put aside for `ownerId` earlier comes back.
   */
  private adoptStoredQueue(ownerId: string): void {
    const { storage } = this.env;
    const storedOwner = safely(() => storage.getItem(QUEUE_OWNER_STORAGE_KEY));
    if (storedOwner === ownerId) return;
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
    this.writeStored(own);
    safely(() => storage.setItem(QUEUE_OWNER_STORAGE_KEY, ownerId));
  }

  /** The stored queue; one that cannot be parsed is discarded (spec §5), unreadable entries dropped. */
  private readStored(): PendingOperation[] {
    if (this.memoryOnly) return [...this.operations];
    const stored = safely(() => this.env.storage.getItem(PENDING_OPERATIONS_STORAGE_KEY));
    const { operations, discarded, dropped } = parseStoredQueue(stored);
    if (discarded || dropped > 0) this.writeStored(operations);
    return operations;
  }

  private writeStored(operations: readonly PendingOperation[]): void {
    const write = queueStorageWrite(operations);
    const { storage } = this.env;
    try {
      if (write.action === 'remove') storage.removeItem(PENDING_OPERATIONS_STORAGE_KEY);
      else storage.setItem(PENDING_OPERATIONS_STORAGE_KEY, write.value);
    } catch {
      // Keep the operations rather than lose them: from now on this page holds the queue.
      this.memoryOnly = true;
    }
  }

  /** Replaces the in-memory queue, counting operations that left it. */
  private setOperations(next: PendingOperation[]): void {
    const kept = new Set(next.map((operation) => operation.id));
    if (this.operations.some((operation) => !kept.has(operation.id))) this.removals += 1;
    this.operations = next;
  }

  private setSyncing(syncing: boolean): void {
    if (this.state.syncing === syncing) return;
    this.state = { ...this.state, syncing };
    this.emit();
  }

  private publish(): void {
    const pending = this.operations.length;
    if (this.state.pending === pending) return;
    this.state = { ...this.state, pending };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Storage can throw (privacy mode, quota); the queue then lives in memory for this page only. */
function safely<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}
