/**
 * The client-side mutation layer: every change is an operation `{ id, timestamp, type, table, data }`
 * (DESIGN.md), stored in the offline queue under `pendingOperations`, shown at once, and replayed to
 * `POST /api/sync`. Screens call the feature hooks (`useTaskMutations` in features/tasks), never
 * `fetch` directly. The queue and its codec load on demand (`page-queue.ts`).
 */
export { executeChange, type ExecuteOptions } from './execute';
export type { Change } from './operation';
export type {
  OperationOutcome,
  OperationQueue,
  QueueEnvironment,
  QueueState,
  SettledOperation,
} from './queue';
export {
  loadOfflineLayer,
  loadedOfflineLayer,
  needsOfflineLayer,
  offlineLayer,
  operationQueue,
  type OfflineLayer,
  type PageQueue,
} from './page-queue';
export {
  QUEUE_ATTEMPTS_STORAGE_KEY,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  SET_ASIDE_KEY_PREFIX,
  hasStoredOperations,
} from './storage-keys';
export { useQueueOwner, useQueueState } from './use-operation-queue';
export { uuidv7 } from './uuid-v7';
