// POST /api/sync: a client's queue of offline operations, applied in order, one answer per entry.
import {
  DomainError,
  SYNC_BATCH_MAX_OPERATIONS,
  type SyncOperationResult,
  type SyncRequest,
  type SyncResponse,
} from '@fokus/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TasksWithFilesDeps } from '../../shared/db-types.js';
import { applyOperation, readableId } from './apply-operation.js';
import type { SyncUser } from './kind-sync.js';

/**
 * Applies a batch for the signed-in user. A queue kept for someone else (a device shared after a
 * sign-out) is refused whole, so no operation of one user is ever applied under another. Entries are
 * applied one after the other, each in its own transaction; those past SYNC_BATCH_MAX_OPERATIONS are
 * answered `deferred` unread, so any request size is answered entry by entry.
 */
export async function applyBatch(
  deps: TasksWithFilesDeps,
  user: SyncUser,
  request: SyncRequest,
  log: FastifyBaseLogger,
): Promise<SyncResponse> {
  if (request.userId !== user.id) {
    throw new DomainError('QUEUE_OWNER_MISMATCH', { userId: request.userId });
  }
  const results: SyncOperationResult[] = [];
  for (const [index, entry] of request.operations.entries()) {
    if (index < SYNC_BATCH_MAX_OPERATIONS) {
      results.push(await applyOperation(deps, user, entry, log));
    } else {
      results.push({
        id: readableId(entry),
        status: 'deferred',
        code: 'BATCH_LIMIT',
        message: `Only the first ${SYNC_BATCH_MAX_OPERATIONS} operations of a request are applied: send it again`,
      });
    }
  }
  return { results };
}
