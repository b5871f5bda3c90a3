// Applies one queued offline operation exactly once (DESIGN.md "Offline and sync").
import {
  DomainError,
  changeOfOperation,
  errorMessage,
  isDeletion,
  isSafeText,
  operationEffectiveTime,
  referencedRows,
  type SyncChange,
  type SyncOperationResult,
} from '@fokus/core';
import { appliedOperations, isInvalidTextError } from '@fokus/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { toErrorResponse } from '../../plugins/error-handler.js';
import type { Queryable, TasksWithFilesDeps } from '../../shared/db-types.js';
import type { SyncUser } from './kind-sync.js';
import { SYNC_KIND_HANDLERS, afterCommitOf, handlerOf } from './sync-kinds.js';

/**
 * The id of a queue entry when it has a readable one (answers are matched to entries by it); an id
 * holding NUL or an unpaired surrogate is not echoed back.
 */
export function readableId(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const id = (entry as { id?: unknown }).id;
  return typeof id === 'string' && isSafeText(id) ? id : null;
}

/** An answer decided inside the transaction that must also undo it. */
class Settled extends Error {
  constructor(readonly result: SyncOperationResult) {
    super(result.status);
  }
}

/**
 * `{ status, code, message }` of an error a REST route would answer with a 4xx, else null. Text the
 * database refuses (NUL, bytes that are not UTF-8) is such an error: the same data fails every time.
 */
function clientError(error: unknown): { statusCode: number; code: string; message: string } | null {
  const known = error instanceof DomainError || error instanceof ZodError;
  if (!known && !isInvalidTextError(error)) return null;
  const { statusCode, body } = toErrorResponse(error);
  return statusCode >= 400 && statusCode < 500 ? { statusCode, ...body } : null;
}

/** The stored form of an answer: JSON null stands for a bodiless (204) one. */
const storedResult = (body: unknown) =>
  body === undefined ? sql`'null'::jsonb` : (body as typeof appliedOperations.$inferInsert.result);

const withResult = (result: unknown) => (result === undefined || result === null ? {} : { result });

/**
 * Applies one entry in its own transaction, under a per-user advisory lock (so two tabs replaying
 * the same queue apply each operation once): an id already recorded answers its first result; else
 * the change runs through the REST route's use case and its id and answer are recorded in the same
 * transaction, so the change and the record of it commit together or not at all.
 *
 * A 404 is `deferred` (the row may not exist yet: an update that overtook its create), unless the
 * row is this user's tombstone: then the change can never succeed (`rejected`), or, for a deletion,
 * already holds (`applied`). Other 4xx answers are `rejected`; anything unexpected is logged and
 * `deferred` as INTERNAL_ERROR so the batch goes on.
 */
export async function applyOperation(
  deps: TasksWithFilesDeps,
  user: SyncUser,
  entry: unknown,
  log: FastifyBaseLogger,
): Promise<SyncOperationResult> {
  const id = readableId(entry);
  const parsed = changeOfOperation(entry);
  if (!parsed.ok || id === null) {
    const problem = parsed.ok ? { code: 'INVALID_OPERATION', message: 'id: Required' } : parsed;
    return { id, status: 'rejected', code: problem.code, message: problem.message };
  }
  const { change } = parsed;
  // A change made offline takes effect when it was made (its start and completion times, its
  // comment's date), as the device's queue showed it, within the limits core sets.
  const madeAt = operationEffectiveTime((entry as { timestamp: number }).timestamp, deps.now());

  const result = await applyInTransaction(deps, user, id, change, madeAt, log);
  // Work that cannot roll back (removing a deleted task's files) runs after the commit; a duplicate
  // tries again, in case the process died between the commit and that work.
  const afterCommit = afterCommitOf(change);
  if (afterCommit && (result.status === 'applied' || result.status === 'duplicate')) {
    await afterCommit(deps, change, log);
  }
  return result;
}

async function applyInTransaction(
  deps: TasksWithFilesDeps,
  user: SyncUser,
  id: string,
  change: SyncChange,
  madeAt: Date,
  log: FastifyBaseLogger,
): Promise<SyncOperationResult> {
  try {
    return await deps.db.transaction(async (tx): Promise<SyncOperationResult> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fokus:sync:${user.id}`}))`);
      const [prior] = await tx
        .select({ userId: appliedOperations.userId, result: appliedOperations.result })
        .from(appliedOperations)
        .where(eq(appliedOperations.id, id));
      if (prior) {
        return prior.userId === user.id
          ? { id, status: 'duplicate', ...withResult(prior.result) }
          : { id, status: 'rejected', code: 'CONFLICT', message: 'This operation id is already in use' };
      }

      let body: unknown;
      try {
        body = await handlerOf(change)({ db: tx, now: () => madeAt }, user, change);
      } catch (error) {
        if (clientError(error)?.statusCode !== 404) throw error;
        const tombstoned = await isOwnTombstone(tx, user.id, change);
        if (!(tombstoned && isDeletion(change))) {
          throw new Settled({
            id,
            status: tombstoned ? 'rejected' : 'deferred',
            code: 'NOT_FOUND',
            message: tombstoned ? 'The row was deleted' : errorMessage('NOT_FOUND'),
          });
        }
        body = undefined;
      }
      await tx.insert(appliedOperations).values({ id, userId: user.id, result: storedResult(body) });
      return { id, status: 'applied', ...withResult(body) };
    });
  } catch (error) {
    if (error instanceof Settled) return error.result;
    const refused = clientError(error);
    if (refused) return { id, status: 'rejected', code: refused.code, message: refused.message };
    log.error({ err: error, operationId: id, change: change.kind }, 'sync operation failed');
    return { id, status: 'deferred', code: 'INTERNAL_ERROR', message: errorMessage('INTERNAL_ERROR') };
  }
}

/**
 * True when a row the change's 404 may be about is a tombstone of this user: the change can never
 * succeed (or, for a deletion, already holds). Someone else's row, deleted or not, answers false,
 * exactly like a row that does not exist (yet).
 */
async function isOwnTombstone(db: Queryable, userId: string, change: SyncChange): Promise<boolean> {
  for (const row of referencedRows(change)) {
    const table = SYNC_KIND_HANDLERS[row.kind].table;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, [row.id]), eq(table.userId, userId), isNotNull(table.deletedAt)));
    if (found.length > 0) return true;
  }
  return false;
}
