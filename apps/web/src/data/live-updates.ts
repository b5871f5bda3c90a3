/**
 * Live updates across tabs and devices: `GET /api/events` (Server-Sent Events) announces every change of
 * the user's rows as `event: change` with `{ table, id, version, deleted }`. Each table is a synced
 * kind, and its cache adapter brings its reads up to date (tasks merge a `since` delta; others
 * refetch). EventSource reconnects by itself and resumes with `Last-Event-ID`.
 */
import type { KindName } from '@fokus/core';
import type { QueryClient } from '@tanstack/react-query';
import { adapterOfKind, allCacheAdapters, cacheAdapters } from './cache-adapter';
import { operationQueue } from './operations';

/** One change announced by the server. */
export interface ChangeEvent {
  table: string;
  id: string;
  version: number;
  deleted: boolean;
}

/** Reads an event's data; anything malformed is ignored rather than breaking the stream. */
export function parseChangeEvent(data: unknown): ChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { table, id, version, deleted } = value as Record<string, unknown>;
    if (typeof table !== 'string' || typeof id !== 'string' || typeof version !== 'number') return null;
    return { table, id, version, deleted: deleted === true };
  } catch {
    return null;
  }
}

/** How long to gather events before refreshing: a burst (e.g. a status change and its notification) costs one fetch. */
const BATCH_MS = 100;

/** The synced kinds (every one has a cache adapter). */
function kindNames(): KindName[] {
  return Object.keys(cacheAdapters()) as KindName[];
}

/** True for a table that is a synced kind. */
function isKindName(table: string): table is KindName {
  return (kindNames() as string[]).includes(table);
}

/** The version the stream may start from: the lowest any kind's caches reflect, or null. */
function streamVersion(queryClient: QueryClient): number | null {
  const versions = allCacheAdapters()
    .map((adapter) => adapter.streamVersion?.(queryClient) ?? null)
    .filter((version): version is number => version !== null);
  return versions.length === 0 ? null : Math.min(...versions);
}

/**
 * Follows the server's change stream until the returned function stops it. The stream starts from
 * the version the cached lists reflect, so changes made elsewhere while this device was away (or
 * closed) are announced first. Coming back online sends the queue, then fetches only what changed
 * since that version (`GET /api/tasks?since=N`, with tombstones) and follows the stream again.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  {
    const pending = new Map<KindName, Set<string>>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = Promise.resolve();
    let source: EventSource | null = null;

    const flush = () => {
      timer = undefined;
      const changed = new Map(pending);
      pending.clear();
      // One refresh at a time, so two deltas never race to write the same list.
      running = running.then(async () => {
        for (const [kind, ids] of changed) {
          try {
            await adapterOfKind(kind).refresh(queryClient, ids);
          } catch {
            // A failed refresh is retried by the next event or the next visit; the stream goes on.
          }
        }
      });
    };

    const onChange = (event: MessageEvent) => {
      const change = parseChangeEvent(event.data);
      if (!change || !isKindName(change.table)) return;
      const ids = pending.get(change.table) ?? new Set<string>();
      pending.set(change.table, ids.add(change.id));
      timer ??= setTimeout(flush, BATCH_MS);
    };

    const connect = () => {
      const since = streamVersion(queryClient);
      source = new EventSource(`/api/events${since === null ? '' : `?since=${since}`}`, {
        withCredentials: true,
      });
      source.addEventListener('change', onChange);
    };

    const onOnline = () => {
      void (async () => {
        await operationQueue.flush();
        // A full catch-up of every kind: an empty id set asks for whatever changed.
        for (const kind of kindNames()) pending.set(kind, new Set());
        if (timer !== undefined) clearTimeout(timer);
        flush();
        // The browser gives up on a stream that failed for good; open a new one from where we are.
        if (source?.readyState === EventSource.CLOSED) {
          source.removeEventListener('change', onChange);
          connect();
        }
      })();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      source?.removeEventListener('change', onChange);
      source?.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }
}
