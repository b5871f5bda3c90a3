/**
 * The offline queue (spec §4, §7; DESIGN.md "Offline and sync"): every change of the app is an
 * operation stored under `pendingOperations` before anything is sent, then replayed to `POST /api/sync`
 * in order, in requests of SYNC_CLIENT_BATCH_SIZE. An operation leaves the queue only when the server
 * has answered it: applied (or applied before), or rejected for good. A network failure, a 5xx or a
 * "deferred" answer keeps it queued and the rest go on; the queue retries with a growing delay and at
 * once when the connection returns.
 *
 * An operation the server keeps deferring is retried with its own backoff and, after
 * SYNC_MAX_SERVER_FAILURES counted failures (core's sync-retry.ts says which count), set aside: moved
 * out of the queue to its owner's `pendingOperations:set-aside:<userId>` (with the changes building on
 * it), reported to `onSettled` as rejected with code SET_ASIDE (so the app shows that change's toast),
 * and kept until the person retries it (`retrySetAside`). So it never blocks the queue, and is never
 * dropped without a word. The failure counts live under `pendingOperations:attempts`, beside the queue,
 * so a reload does not reset them. A request too large for the server (413) is sent again in halves;
 * a single operation too large to send is set aside at once.
 *
 * The queue belongs to one user (`setOwner`). Another user's queue is put aside under its own key
 * and comes back when that user signs in again on this device; it is never sent under someone else.
 * The server refuses a request whose owner is not the session's user as a second guard.
 */
import {
  SET_ASIDE_CODE,
  SYNC_CLIENT_BATCH_SIZE,
  SYNC_RETRY_FIRST_DELAY_MS,
  SYNC_RETRY_MAX_DELAY_MS,
  attemptsStorageWrite,
  changeOfOperation,
  createdRowId,
  deferralCounts,
  heldBackOperationIds,
  mergeByTime,
  needsAnyOf,
  nextTryAt,
  operationsBuildingOn,
  parseStoredAttempts,
  recordFailure,
  referencedRowIds,
  rowsCreatedBy,
  type AttemptsByOperation,
  type ChangeAuthor,
  type PendingOperation,
  type QueuedChange,
  type SyncOperationResult,
  type SyncResponse,
} from '@fokus/core';
import { QueueStorage } from './queue-storage';
import type { OperationOutcome, QueueEnvironment, QueueState, SettledOperation } from './queue-types';
import { failureStatus } from './queue-types';

export type { OperationOutcome, QueueEnvironment, QueueState, SettledOperation } from './queue-types';

export class OperationQueue {
  private owner: ChangeAuthor | null = null;
  private operations: PendingOperation[] = [];
  /** Mirrors of what is stored beside the queue, for when storage refuses writes (`inMemoryOnly`). */
  private attempts: AttemptsByOperation = {};
  private setAsideList: PendingOperation[] = [];
  private readonly waiters = new Map<string, (outcome: OperationOutcome) => void>();
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(settled: SettledOperation[]) => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  /** Set by `syncNow`: the next pass sends operations still waiting out their backoff too. */
  private sendAll = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = SYNC_RETRY_FIRST_DELAY_MS;
  private state: QueueState;
  private removals = 0;
  private readonly now: () => number;

  private readonly store: QueueStorage;

  constructor(private readonly env: QueueEnvironment) {
    this.store = new QueueStorage(env.storage);
    this.state = { pending: 0, syncing: false, online: env.isOnline(), setAside: 0 };
    this.now = env.now ?? (() => Date.now());
  }

  /** The signed-in user whose queue this is; null while nobody is signed in (nothing is sent). */
  setOwner(owner: ChangeAuthor | null): void {
    const previous = this.owner;
    this.owner = owner;
    if (owner === null) {
      this.clearRetry();
      this.setOperations([]);
      this.setAsideList = [];
      this.publish();
      return;
    }
    if (previous?.id !== owner.id) this.adoptStoredQueue(owner.id);
    this.setOperations(this.readStored());
    this.setAsideList = this.readSetAside();
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

  /** The owner's operations set aside after too many failures, oldest first. */
  listSetAside(): readonly PendingOperation[] {
    return this.setAsideList;
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
    this.store.writeQueue(this.operations);
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

  /** The person asked to sync: everything queued goes now, also what is waiting out its backoff. */
  syncNow(): Promise<void> {
    this.sendAll = true;
    if (this.flushing) this.again = true;
    return this.flush();
  }

  /**
   * Puts the operations set aside back into the queue, in the order they were made, with their
   * failure counts cleared, and sends them.
   */
  retrySetAside(): Promise<void> {
    if (this.owner === null) return Promise.resolve();
    const returning = this.readSetAside();
    if (returning.length === 0) return Promise.resolve();
    this.setOperations(mergeByTime(this.readStored(), returning));
    this.store.writeQueue(this.operations);
    this.writeSetAside([]);
    this.publish();
    return this.flush();
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
      this.retryDelay = SYNC_RETRY_FIRST_DELAY_MS;
      void this.flush();
    } else {
      this.clearRetry();
    }
  }

  /** Another tab changed the stored queue (or what was set aside): take its view of it. */
  reloadFromStorage(): void {
    if (this.owner === null) return;
    this.setOperations(this.readStored());
    this.setAsideList = this.readSetAside();
    this.publish();
  }

  /** For useSyncExternalStore: the current state (a new object only when something changed). */
  getState = (): QueueState => this.state;

  /** For useSyncExternalStore: calls `listener` whenever the state changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with each group of operations the server has answered for good (or set aside). */
  onSettled(listener: (settled: SettledOperation[]) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  private async flushOnce(): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    const sendAll = this.sendAll;
    this.sendAll = false;
    // Another tab may have sent some of them meanwhile.
    this.setOperations(this.readStored());
    // Operations waiting out their backoff (and changes of rows they create) stay for a later pass.
    const attempted = sendAll
      ? new Set<string>()
      : heldBackOperationIds(this.operations, this.readAttempts(), this.now());
    let batchSize = SYNC_CLIENT_BATCH_SIZE;
    let waitingUncounted = false;
    while (this.owner?.id === owner.id && this.env.isOnline()) {
      const batch = this.operations.filter((operation) => !attempted.has(operation.id));
      if (batch.length === 0) break;
      const sent = batch.slice(0, batchSize);
      for (const operation of sent) attempted.add(operation.id);
      this.setSyncing(true);
      let response: SyncResponse;
      try {
        response = await this.env.send({ userId: owner.id, operations: sent });
        if (response.results.length !== sent.length)
          throw Object.assign(new Error('Bad answer'), { status: 502 });
      } catch (error) {
        const status = failureStatus(error);
        if (status === 413) {
          // Too large for the server: send it again in halves; one operation alone can never go.
          if (sent.length > 1) {
            batchSize = Math.ceil(sent.length / 2);
            for (const operation of sent) attempted.delete(operation.id);
          } else {
            this.apply(sent, [{ id: sent[0]!.id, status: 'deferred', code: 'PAYLOAD_TOO_LARGE' }], true);
          }
          continue;
        }
        // Signed out, or this queue is not the session's: stop, keep everything, never retry blindly.
        if (status !== 401 && status !== 403 && status !== 409) this.scheduleRetry();
        return;
      }
      if (this.apply(sent, response.results)) waitingUncounted = true;
    }
    this.scheduleNext(waitingUncounted);
  }

  /**
   * Folds one answered batch into the queue: applied and rejected operations leave it (with the
   * changes building on a refused create); a counted deferral adds to the operation's failures, and
   * the one that reaches the limit is set aside with the changes building on it. Returns true when an
   * operation was deferred without counting (it waits for something else, and is retried as a whole).
   * `setAsideAtOnce` sets the deferred ones aside without counting (a request too large to ever send).
   */
  private apply(
    sent: readonly PendingOperation[],
    results: readonly SyncOperationResult[],
    setAsideAtOnce = false,
  ): boolean {
    const done = new Set<string>();
    const settled: SettledOperation[] = [];
    const rejectedRows = new Set<string>();
    const deferred: { operation: PendingOperation; result: SyncOperationResult }[] = [];
    sent.forEach((operation, index) => {
      const result = results[index]!;
      const parsed = changeOfOperation(operation);
      const change = parsed.ok ? parsed.change : null;
      if (result.status === 'deferred') {
        deferred.push({ operation, result });
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

    // Count the deferrals that are failures; set aside what reached the limit.
    let stillQueued = this.readStored().filter((operation) => !done.has(operation.id));
    const queuedCreates = rowsCreatedBy(stillQueued);
    const attempts: Record<string, AttemptsByOperation[string]> = { ...this.readAttempts() };
    const now = this.now();
    const setAside = new Map<string, string>();
    let waitingUncounted = false;
    for (const { operation, result } of deferred) {
      if (setAsideAtOnce) {
        setAside.set(operation.id, result.code ?? '');
        continue;
      }
      const waits = needsAnyOf(operation, queuedCreates);
      if (!deferralCounts(result.code, waits)) {
        waitingUncounted = true;
        continue;
      }
      const failure = recordFailure(attempts[operation.id], now);
      attempts[operation.id] = failure.attempts;
      if (failure.setAside) setAside.set(operation.id, result.code ?? '');
    }
    if (setAside.size > 0) {
      const roots = new Set(setAside.keys());
      const aside = stillQueued.filter((operation) => roots.has(operation.id));
      for (const operation of operationsBuildingOn(stillQueued, roots)) aside.push(operation);
      for (const operation of aside) {
        const parsed = changeOfOperation(operation);
        const outcome = {
          status: 'rejected',
          code: SET_ASIDE_CODE,
          message: setAside.get(operation.id) ?? '',
        } as const;
        settled.push({
          operation,
          change: parsed.ok ? parsed.change : null,
          outcome,
          cascaded: !roots.has(operation.id),
        });
        this.settleWaiter(operation.id, outcome);
        done.add(operation.id);
      }
      const order = new Set(aside.map((operation) => operation.id));
      this.writeSetAside([
        ...this.readSetAside(),
        ...stillQueued.filter((operation) => order.has(operation.id)),
      ]);
      stillQueued = stillQueued.filter((operation) => !done.has(operation.id));
    }

    this.setOperations(stillQueued);
    this.store.writeQueue(this.operations);
    this.writeAttempts(attempts, this.operations);
    this.publish();
    if (settled.length > 0) for (const listener of this.settledListeners) listener(settled);
    return waitingUncounted;
  }

  private settleWaiter(id: string, outcome: OperationOutcome): void {
    const resolve = this.waiters.get(id);
    if (!resolve) return;
    this.waiters.delete(id);
    resolve(outcome);
  }

  /**
   * After a pass: wake up when the first operation's backoff is over, or, for a deferral that waits
   * on something else, after the queue's own growing delay. An empty queue starts the delays afresh.
   */
  private scheduleNext(waitingUncounted: boolean): void {
    if (this.operations.length === 0) {
      this.clearRetry();
      this.retryDelay = SYNC_RETRY_FIRST_DELAY_MS;
      return;
    }
    const now = this.now();
    const attempts = this.readAttempts();
    let nextDue = Number.POSITIVE_INFINITY;
    for (const operation of this.operations) {
      const due = nextTryAt(attempts[operation.id]);
      if (due > now) nextDue = Math.min(nextDue, due);
    }
    if (waitingUncounted) this.scheduleRetry(nextDue - now);
    else if (Number.isFinite(nextDue)) this.scheduleAt(nextDue - now);
  }

  /** Retries the whole queue after its growing delay (or `sooner`, if an operation is due before). */
  private scheduleRetry(sooner = Number.POSITIVE_INFINITY): void {
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, SYNC_RETRY_MAX_DELAY_MS);
    this.scheduleAt(Math.min(delay, sooner));
  }

  private scheduleAt(delay: number): void {
    this.clearRetry();
    if (!this.env.isOnline() || this.operations.length === 0) return;
    this.retryTimer = setTimeout(() => void this.flush(), Math.max(0, delay));
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Makes the stored queue `ownerId`'s (another user's is put aside; theirs comes back). */
  private adoptStoredQueue(ownerId: string): void {
    const own = this.store.takeOwnership(ownerId);
    if (own === null) return;
    this.store.writeQueue(own);
    // Failure counts belong to the queue that was here; the returning queue starts afresh.
    this.writeAttempts({}, own);
    this.store.writeOwner(ownerId);
  }

  private readStored(): PendingOperation[] {
    return this.store.inMemoryOnly ? [...this.operations] : this.store.readQueue();
  }

  private readAttempts(): AttemptsByOperation {
    return this.store.inMemoryOnly ? this.attempts : this.store.readAttempts();
  }

  /** Keeps the failure counts of the operations still queued. */
  private writeAttempts(attempts: AttemptsByOperation, queue: readonly PendingOperation[]): void {
    const write = attemptsStorageWrite(attempts, queue);
    this.attempts = write.action === 'set' ? parseStoredAttempts(write.value) : {};
    this.store.writeAttempts(write);
  }

  /** The owner's set-aside operations. */
  private readSetAside(): PendingOperation[] {
    if (this.store.inMemoryOnly || this.owner === null) return [...this.setAsideList];
    return this.store.readSetAside(this.owner.id);
  }

  private writeSetAside(operations: readonly PendingOperation[]): void {
    this.setAsideList = [...operations];
    if (this.owner !== null) this.store.writeSetAside(this.owner.id, operations);
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
    const setAside = this.setAsideList.length;
    if (this.state.pending === pending && this.state.setAside === setAside) return;
    this.state = { ...this.state, pending, setAside };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
