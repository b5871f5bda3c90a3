// The operation queue's contract: what becomes of an operation, what the indicator reads, the I/O the
// queue is given and how a failed send reads (queue.ts).
import type { PendingOperation, QueuedChange, SyncRequest, SyncResponse } from '@fokus/core';
import type { QueueStorageArea } from './queue-storage';

/**
 * What became of an operation, as far as this tab knows when its promise settles. `rejected` is a
 * refusal for good, or (code SET_ASIDE, message: the code of its last failure) an operation set aside
 * after too many failures.
 */
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
  /** True when it went with an operation it depends on (that one rejected or set aside). */
  readonly cascaded: boolean;
}

/** What the indicator needs. */
export interface QueueState {
  readonly pending: number;
  readonly syncing: boolean;
  readonly online: boolean;
  /** The owner's operations set aside after too many failures, waiting for the person to retry them. */
  readonly setAside: number;
}

/** Thrown by `send` for an answer that is not a sync response; `status` 0 is a network failure. */
export interface SendFailure {
  readonly status: number;
  readonly code?: string;
}

/** The HTTP status of a failed send (0: the network failed). */
export function failureStatus(error: unknown): number {
  const status = (error as Partial<SendFailure> | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/** The I/O the queue needs; the app passes the browser's, tests pass their own. */
export interface QueueEnvironment {
  readonly storage: QueueStorageArea;
  readonly send: (request: SyncRequest) => Promise<SyncResponse>;
  readonly isOnline: () => boolean;
  /** Serialises flushes across tabs of this browser (Web Locks); absent → this tab only. */
  readonly withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** The clock (ms) of the failure counts; Date.now by default. */
  readonly now?: () => number;
}
