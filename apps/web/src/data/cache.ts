/**
 * The caches, edited in one way: a queued change is applied to every cached query it may touch with
 * the overlay of that query's kind (the same core functions that re-apply the queue after each read),
 * and the server's answer to an applied operation replaces the optimistic copy.
 */
import type { ChangeAuthor, QueuedChange } from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { allCacheAdapters, type CacheAdapter, type PendingChanges } from './cache-adapter';
import { currentPendingChanges } from './pending';
import type { KindName } from '@fokus/core';

/** Stops in-flight reads of `keys` so a late answer cannot overwrite an optimistic edit. */
export async function cancelReads(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/** The cached queries of one kind. */
function keysOf(queryClient: QueryClient, adapter: CacheAdapter<KindName>): QueryKey[] {
  return adapter.roots.flatMap((root) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: [root] })
      .map((query) => query.queryKey),
  );
}

/** Applies queued changes to every cached query of every kind, if there is anything to apply. */
function overlayAll(
  queryClient: QueryClient,
  queueOf: (key: QueryKey) => readonly QueuedChange[],
  author: ChangeAuthor,
): void {
  for (const adapter of allCacheAdapters()) {
    for (const key of keysOf(queryClient, adapter)) {
      if (queryClient.getQueryData(key) === undefined) continue;
      const queue = queueOf(key);
      if (queue.length > 0) adapter.overlay(queryClient, key, queue, author);
    }
  }
}

/** Shows a queued change in every cached query it touches. */
export async function applyQueuedToCache(
  queryClient: QueryClient,
  queued: QueuedChange,
  author: ChangeAuthor,
): Promise<void> {
  const adapters = allCacheAdapters();
  await cancelReads(queryClient, ...adapters.flatMap((adapter) => adapter.roots.map((root) => [root])));
  overlayAll(queryClient, () => [queued], author);
  for (const adapter of adapters) adapter.onQueued?.(queryClient, queued, author);
}

/**
 * After the cache was restored from the device: each query shows the changes queued after it was
 * last written (a query's data holds every change queued before its last update, so only later ones
 * are applied — never one twice).
 */
export function showQueuedChangesAfterRestore(
  queryClient: QueryClient,
  pending: PendingChanges = currentPendingChanges(),
): void {
  overlayAll(
    queryClient,
    (key) => {
      const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
      return pending.queue.filter((queued) => queued.at.getTime() > updatedAt);
    },
    pending.author,
  );
}

/** Asks the server again for every kind's cached reads (queued changes stay shown on top). */
export async function invalidateAllData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    allCacheAdapters().flatMap((adapter) =>
      adapter.roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
    ),
  );
}
