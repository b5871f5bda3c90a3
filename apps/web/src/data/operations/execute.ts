/**
 * Runs one change the way every change of the app runs: its operation is stored in the queue, the
 * caches show it at once (optimistic), and the queue sends it when it can. Refusals for good are
 * reported by the queue's `onSettled` listeners (features/tasks shows the toast and refreshes the
 * caches from the server), so a change refused after a reload is reported the same way.
 */
import type { QueuedChange } from '@fokus/core';
import type { Change } from './operation';
import { loadOfflineLayer } from './page-queue';
import type { OperationOutcome, OperationQueue } from './queue';

export interface ExecuteOptions {
  /** Shows the change in the caches as if it had succeeded. */
  optimistic?: (queued: QueuedChange) => void | Promise<void>;
}

/**
 * Executes a change: queue, show, send. Resolves with the server's answer when it came at once, with
 * `queued` when the change waits (offline, server unreachable), or with `rejected`. The queue and its
 * codec are loaded first if the page has not loaded them yet (it prefetches them after the first
 * content, so this normally waits for nothing).
 */
export async function executeChange(
  change: Change,
  options: ExecuteOptions = {},
  queue?: OperationQueue,
): Promise<OperationOutcome> {
  const layer = await loadOfflineLayer();
  const operation = layer.toOperation(change);
  const outcome = (queue ?? layer.operationQueue).enqueue(operation);
  await options.optimistic?.({ change, at: new Date(operation.timestamp), operationId: operation.id });
  return outcome;
}
