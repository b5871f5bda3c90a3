/**
 * The shared data layer: query keys, reads that show the offline queue on top (`readWithPending`),
 * the cache engine driven by each kind's cache adapter, live updates, the operation queue, the one
 * way to make a change (`queueChange`), what happens when the server answers (`useSyncAnswers`) and
 * the device copy of the cache. Features build their reads, adapters and mutation hooks on it.
 */
export {
  registerCacheAdapters,
  type CacheAdapter,
  type CacheAdapters,
  type PendingChanges,
} from './cache-adapter';
export { applyQueuedToCache, cancelReads, invalidateAllData, showQueuedChangesAfterRestore } from './cache';
export { parseChangeEvent, type ChangeEvent } from './live-updates';
export { useLiveUpdates } from './use-live-updates';
export { readWithPending, currentPendingChanges } from './pending';
export { isAccepted, queueChange } from './queue-change';
export * from './query-keys';
export { refusalMessage, useSyncAnswers } from './use-sync-answers';
