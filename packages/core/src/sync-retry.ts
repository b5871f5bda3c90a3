/**
 * How the offline queue treats an operation the server keeps answering `deferred`: each counted
 * failure pushes its next try further away (backoff per operation), and after SYNC_MAX_SERVER_FAILURES
 * it is set aside — kept on the device and reported, but no longer sent, so it never blocks the
 * operations behind it. The counts are stored beside the queue (not in it: the stored operation keeps
 * the spec's `{ id, timestamp, type, table, data }`), so a reload does not reset them.
 */
import { z } from 'zod';
import { SYNC_MAX_SERVER_FAILURES, SYNC_RETRY_FIRST_DELAY_MS, SYNC_RETRY_MAX_DELAY_MS } from './constants';
import type { QueueStorageWrite } from './offline-queue';
import { idSchema } from './schemas/common';
import type { PendingOperation } from './schemas/sync';
import { changeOfOperation, createdRowId, referencedRowIds } from './sync-operations';

/** The code of a change set aside after too many failures, as the queue reports it to the app. */
export const SET_ASIDE_CODE = 'SET_ASIDE';

/** How an operation has fared: failed tries counted so far and when the last one failed (ms). */
export interface OperationAttempts {
  readonly failures: number;
  readonly lastFailedAt: number;
}

/** Attempt records by operation id. */
export type AttemptsByOperation = Readonly<Record<string, OperationAttempts>>;

const storedAttemptsSchema = z.record(
  idSchema,
  z.object({ failures: z.number().int().positive(), lastFailedAt: z.number().int().nonnegative() }),
);

/** Reads the stored attempt records; anything unreadable counts as no failures yet. */
export function parseStoredAttempts(stored: string | null | undefined): AttemptsByOperation {
  if (stored === null || stored === undefined || stored === '') return {};
  try {
    const parsed = storedAttemptsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The storage write of the attempt records of the operations still queued (the key goes when none). */
export function attemptsStorageWrite(
  attempts: AttemptsByOperation,
  queue: readonly PendingOperation[],
): QueueStorageWrite {
  const kept = Object.fromEntries(
    queue.flatMap((operation) => {
      const record = attempts[operation.id];
      return record ? [[operation.id, record]] : [];
    }),
  );
  return Object.keys(kept).length === 0
    ? { action: 'remove' }
    : { action: 'set', value: JSON.stringify(kept) };
}

/** The wait before the next try after `failures` failures in a row: doubling, capped. */
export function retryDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  return Math.min(2 ** Math.min(doublings, 30) * SYNC_RETRY_FIRST_DELAY_MS, SYNC_RETRY_MAX_DELAY_MS);
}

/** When an operation may be sent again (ms); one that never failed may go at once. */
export function nextTryAt(attempts: OperationAttempts | undefined): number {
  return attempts === undefined ? 0 : attempts.lastFailedAt + retryDelayMs(attempts.failures);
}

/**
 * Whether a `deferred` answer counts as a failed try. Not when the operation was not read at all
 * (`BATCH_LIMIT`), nor when its row is missing because the operation creating that row is still queued
 * here (`NOT_FOUND` for an update that overtook its create): it waits for that one, which is counted
 * itself. Everything else counts: a server error (`INTERNAL_ERROR`), and a row that is missing with
 * nothing on this device about to create it (another user's row, or one gone for good), which no
 * number of retries will bring back.
 */
export function deferralCounts(code: string | undefined, waitsForQueuedCreate: boolean): boolean {
  if (code === 'BATCH_LIMIT') return false;
  if (code === 'NOT_FOUND' && waitsForQueuedCreate) return false;
  return true;
}

/** Records one counted failure at `now`; `setAside` once it is the SYNC_MAX_SERVER_FAILURES-th. */
export function recordFailure(
  previous: OperationAttempts | undefined,
  now: number,
): { readonly attempts: OperationAttempts; readonly setAside: boolean } {
  const failures = (previous?.failures ?? 0) + 1;
  return { attempts: { failures, lastFailedAt: now }, setAside: failures >= SYNC_MAX_SERVER_FAILURES };
}

/** The row an operation creates and the rows it needs, or null when it cannot be read. */
function rowsOf(operation: PendingOperation): { created: string | null; needs: string[] } | null {
  const parsed = changeOfOperation(operation);
  return parsed.ok ? { created: createdRowId(parsed.change), needs: referencedRowIds(parsed.change) } : null;
}

/**
 * The operations of `queue` (in order) that build on the rows created by the operations `roots`
 * names, directly or through another of them: a change of a task whose create is gone goes with it.
 */
export function operationsBuildingOn(
  queue: readonly PendingOperation[],
  roots: ReadonlySet<string>,
): PendingOperation[] {
  const rows = new Set<string>();
  const found: PendingOperation[] = [];
  for (const operation of queue) {
    const own = rowsOf(operation);
    if (roots.has(operation.id)) {
      if (own?.created) rows.add(own.created);
      continue;
    }
    if (!own || !own.needs.some((row) => rows.has(row))) continue;
    found.push(operation);
    if (own.created) rows.add(own.created);
  }
  return found;
}

/** The rows the operations of `queue` create. */
export function rowsCreatedBy(queue: readonly PendingOperation[]): Set<string> {
  const rows = new Set<string>();
  for (const operation of queue) {
    const created = rowsOf(operation)?.created;
    if (created) rows.add(created);
  }
  return rows;
}

/** True when `operation` needs one of `rows` (e.g. rows that queued operations are yet to create). */
export function needsAnyOf(operation: PendingOperation, rows: ReadonlySet<string>): boolean {
  return rows.size > 0 && (rowsOf(operation)?.needs ?? []).some((row) => rows.has(row));
}

/**
 * The ids of the operations a sync at `now` leaves for later: those whose next try has not come, and
 * those building on a row one of them creates (they would only be answered "not found").
 */
export function heldBackOperationIds(
  queue: readonly PendingOperation[],
  attempts: AttemptsByOperation,
  now: number,
): Set<string> {
  const waiting = new Set(
    queue.filter((operation) => nextTryAt(attempts[operation.id]) > now).map((operation) => operation.id),
  );
  if (waiting.size === 0) return waiting;
  for (const operation of operationsBuildingOn(queue, waiting)) waiting.add(operation.id);
  return waiting;
}

/**
 * Puts set-aside operations back into the queue for another try, each before the first queued
 * operation made after it, so they keep the order in which the changes were made.
 */
export function mergeByTime(
  queue: readonly PendingOperation[],
  returning: readonly PendingOperation[],
): PendingOperation[] {
  const present = new Set(queue.map((operation) => operation.id));
  const merged = [...queue];
  for (const operation of returning) {
    if (present.has(operation.id)) continue;
    present.add(operation.id);
    const index = merged.findIndex((other) => other.timestamp > operation.timestamp);
    if (index === -1) merged.push(operation);
    else merged.splice(index, 0, operation);
  }
  return merged;
}
