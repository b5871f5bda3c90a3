/**
 * The offline operation queue (spec §4, §7, §8) as pure functions: validate operations, read the
 * stored queue (discarding one that cannot be parsed, keeping the valid entries of one that can), replay in order where a failure stays queued
 * and the rest go on, and say what to write back (the key is removed when the queue is empty).
 */
import { DomainError } from './errors';
import { SYNC_TABLES, pendingOperationSchema, type PendingOperation, type SyncTable } from './schemas/sync';

/** True when `table` is on the sync allowlist. */
export function isSyncTable(table: string): table is SyncTable {
  return (SYNC_TABLES as readonly string[]).includes(table);
}

/** The operation if it is valid (update and delete need data.id), else null. */
export function validatePendingOperation(value: unknown): PendingOperation | null {
  const result = pendingOperationSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Builds a queued operation (id and time passed in); throws INVALID_OPERATION when it is not valid. */
export function createPendingOperation(input: {
  id: string;
  now: Date;
  type: PendingOperation['type'];
  table: string;
  data: Record<string, unknown>;
}): PendingOperation {
  const operation = validatePendingOperation({
    id: input.id,
    timestamp: input.now.getTime(),
    type: input.type,
    table: input.table,
    data: input.data,
  });
  if (operation === null)
    throw new DomainError('INVALID_OPERATION', { type: input.type, table: input.table });
  return operation;
}

/**
 * Result of reading the stored queue. The caller writes `operations` back (queueStorageWrite) when
 * `discarded` or `dropped > 0`: that removes an unusable value and keeps the valid entries of a list.
 */
export interface StoredQueue {
  /** The valid operations, in stored order. */
  readonly operations: PendingOperation[];
  /** True only when the whole stored value was unusable (not JSON, or not a list): nothing in it is kept. */
  readonly discarded: boolean;
  /** Entries of a readable list that were invalid and left out; the valid ones are in `operations`. */
  readonly dropped: number;
}

/**
 * Reads the stored queue text: missing → empty; unparsable or not a list → empty and discarded (spec §5);
 * a list → its valid operations, with the count of invalid entries dropped.
 */
export function parseStoredQueue(stored: string | null | undefined): StoredQueue {
  if (stored === null || stored === undefined || stored === '') {
    return { operations: [], discarded: false, dropped: 0 };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { operations: [], discarded: true, dropped: 0 };
  }
  if (!Array.isArray(parsed)) return { operations: [], discarded: true, dropped: 0 };
  const operations = parsed.map(validatePendingOperation).filter((operation) => operation !== null);
  return { operations, discarded: false, dropped: parsed.length - operations.length };
}

/** What to do with the storage key after a change: write the queue, or remove the key when it is empty. */
export type QueueStorageWrite =
  { readonly action: 'remove' } | { readonly action: 'set'; readonly value: string };

/** The storage write for a queue. */
export function queueStorageWrite(queue: readonly PendingOperation[]): QueueStorageWrite {
  return queue.length === 0 ? { action: 'remove' } : { action: 'set', value: JSON.stringify(queue) };
}

/** Events of the queue reducer. */
export type QueueEvent =
  | { readonly type: 'enqueue'; readonly operation: PendingOperation }
  | { readonly type: 'succeeded'; readonly id: string }
  | { readonly type: 'failed'; readonly id: string };

/** The queue reducer: enqueue appends, success removes, failure keeps the operation where it is. */
export function queueReducer(queue: readonly PendingOperation[], event: QueueEvent): PendingOperation[] {
  switch (event.type) {
    case 'enqueue':
      return queue.some((operation) => operation.id === event.operation.id)
        ? [...queue]
        : [...queue, event.operation];
    case 'succeeded':
      return queue.filter((operation) => operation.id !== event.id);
    case 'failed':
      return [...queue];
  }
}

/** Outcome of one replay. */
export interface ReplayResult {
  /** Operations still queued (failed ones, in their original order). */
  readonly remaining: PendingOperation[];
  readonly succeeded: string[];
  readonly failed: { readonly id: string; readonly error: unknown }[];
}

/**
 * Sends each operation in queue order through `send` (the caller's I/O). A failure is recorded and
 * stays queued; the following operations still go. Successful ones are removed.
 */
export async function replayQueue(
  queue: readonly PendingOperation[],
  send: (operation: PendingOperation) => Promise<void>,
): Promise<ReplayResult> {
  let remaining: PendingOperation[] = [...queue];
  const succeeded: string[] = [];
  const failed: { id: string; error: unknown }[] = [];
  for (const operation of queue) {
    try {
      // Sequential on purpose: the spec replays in queue order, one call per operation.
      await send(operation);
      remaining = queueReducer(remaining, { type: 'succeeded', id: operation.id });
      succeeded.push(operation.id);
    } catch (error) {
      remaining = queueReducer(remaining, { type: 'failed', id: operation.id });
      failed.push({ id: operation.id, error });
    }
  }
  return { remaining, succeeded, failed };
}
