/**
 * The client-side mutation layer: every change is an operation `{ id, timestamp, type, table, data }`
 * (DESIGN.md), stored in the offline queue under `pendingOperations`, shown at once, and replayed to
 * `POST /api/sync`. Screens call the feature hooks (`useTaskMutations` in features/tasks), never
 * `fetch` directly.
 */
export { executeChange, type ExecuteOptions } from './execute';
export { toOperation, type Change } from './operation';
export {
  OperationQueue,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  type OperationOutcome,
  type QueueEnvironment,
  type QueueState,
  type SettledOperation,
} from './queue';
export { operationQueue, sendSyncRequest } from './browser-queue';
export { useQueueOwner, useQueueState } from './use-operation-queue';
export { uuidv7 } from './uuid-v7';
