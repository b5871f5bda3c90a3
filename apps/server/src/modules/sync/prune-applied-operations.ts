// Forgetting old applied operations: the idempotency records of POST /api/sync are kept for
// APPLIED_OPERATIONS_RETENTION_DAYS, so the table does not grow with every change ever synced.
import { APPLIED_OPERATIONS_PRUNE_INTERVAL_HOURS, MS_PER_HOUR, appliedOperationsCutoff } from '@fokus/core';
import { appliedOperations } from '@fokus/db';
import { inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TasksDeps } from '../../shared/db-types.js';

/** Records deleted per statement, so a long backlog never holds one long transaction. */
export const PRUNE_BATCH_SIZE = 10_000;

/** Deletes the applied-operation records older than the retention; answers how many went. */
export async function pruneAppliedOperations(
  { db, now }: TasksDeps,
  batchSize = PRUNE_BATCH_SIZE,
): Promise<number> {
  const cutoff = appliedOperationsCutoff(now());
  let removed = 0;
  for (;;) {
    const batch = db
      .select({ id: appliedOperations.id })
      .from(appliedOperations)
      .where(lt(appliedOperations.createdAt, cutoff))
      .limit(batchSize);
    const result = await db.delete(appliedOperations).where(inArray(appliedOperations.id, batch));
    const count = result.rowCount ?? 0;
    removed += count;
    if (count < batchSize) return removed;
  }
}

/**
 * Prunes once when the server is ready (without delaying readiness) and then every
 * APPLIED_OPERATIONS_PRUNE_INTERVAL_HOURS; `stop` waits for a run in progress, so the database is
 * never closed under it. A failed run is logged and tried again at the next interval.
 */
export class AppliedOperationsPruning {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: TasksDeps,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = APPLIED_OPERATIONS_PRUNE_INTERVAL_HOURS * MS_PER_HOUR,
  ) {}

  start(): void {
    this.run();
    this.timer = setInterval(() => this.run(), this.intervalMs);
    // A timer of housekeeping never keeps the process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private run(): void {
    this.running = this.running.then(async () => {
      try {
        const removed = await pruneAppliedOperations(this.deps);
        if (removed > 0) this.log.info({ removed }, 'forgot applied sync operations past their retention');
      } catch (error) {
        this.log.warn(
          { err: error },
          'pruning applied sync operations failed; retrying at the next interval',
        );
      }
    });
  }
}
