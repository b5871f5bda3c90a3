import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dataRoots } from './cache-adapter';
import type { PersistedQueryStore } from './query-persist-store';

/** How long a saved cache is shown at all (the spec keeps nothing longer; a week offline is plenty). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Writes are gathered for this long, so a burst of cache updates costs one IndexedDB write. */
export const PERSIST_THROTTLE_MS = 500;

/** Whether a query holds the user's data (and so is saved, and dropped when the user changes). */
export function isUserDataQuery(query: Pick<Query, 'queryKey'>): boolean {
  const root = query.queryKey[0];
  // The roots of every synced kind's reads (the cache adapters say which they are).
  return typeof root === 'string' && dataRoots().includes(root);
}

/** Whether a query is saved: the user's data, and only a successful answer (no errors, no pending). */
export function shouldPersistQuery(query: Query): boolean {
  return isUserDataQuery(query) && query.state.status === 'success';
}

interface PersistOptions {
  /** The build that writes and reads; a cache written by another build is discarded. */
  buster: string;
  now?: () => number;
}

/**
 * The saved cache of one user, if it was written by this build within the maximum age; any other
 * entry of that user is removed. Never rejects: an unreadable cache is the same as none.
 */
export async function readPersistedQueries(
  store: PersistedQueryStore,
  userId: string,
  { buster, now = Date.now, maxAgeMs = PERSIST_MAX_AGE_MS }: PersistOptions & { maxAgeMs?: number },
) {
  try {
    const saved = await store.get(userId);
    if (!saved) return undefined;
    const isUsable =
      saved.buster === buster &&
      typeof saved.timestamp === 'number' &&
      now() - saved.timestamp <= maxAgeMs &&
      Array.isArray(saved.state?.queries);
    if (isUsable) return saved.state;
    await store.remove(userId);
  } catch {
    // Treated as no saved cache; the queries fetch as usual.
  }
  return undefined;
}

/**
 * Saves the user's data queries whenever the query cache changes (at most every `throttleMs`), and
 * once more when the page is hidden. Returns the function that stops saving; it drops a write still
 * waiting, so nothing is written for a user who has just signed out.
 */
export function persistQueries(
  client: QueryClient,
  store: PersistedQueryStore,
  userId: string,
  {
    buster,
    now = Date.now,
    throttleMs = PERSIST_THROTTLE_MS,
    doc = document,
  }: PersistOptions & { throttleMs?: number; doc?: Document },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const timestamp = now();
    if (stopped) return;
    const state = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    void store.set(userId, { buster, timestamp, state });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const relevant = event.type === 'added' || event.type === 'removed' || event.type === 'updated';
    if (!relevant || !isUserDataQuery(event.query) || timer !== undefined) return;
    timer = setTimeout(write, throttleMs);
  });
  const onHidden = () => {
    if (doc.visibilityState === 'hidden' && timer !== undefined) write();
  };
  doc.addEventListener('visibilitychange', onHidden);
  return () => {
    stopped = true;
    unsubscribe();
    doc.removeEventListener('visibilitychange', onHidden);
    clearTimeout(timer);
    timer = undefined;
  };
}

interface UsePersistedQueriesOptions extends PersistOptions {
  client: QueryClient;
  /** No store: nothing is saved or restored (tests, or a browser without IndexedDB). */
  store: PersistedQueryStore | undefined;
  /** The signed-in user, or null while signed out or not yet known. */
  userId: string | null;
  /** The session check has settled on "signed out": every saved cache is deleted. */
  isSignedOut: boolean;
  /** Called once the saved cache is back in the client, before the queries may fetch. */
  onRestored?: (client: QueryClient) => void;
}

/**
 * Keeps the user's task data on the device: restores the signed-in user's saved cache (only theirs)
 * before any of those queries fetch, then saves changes. On sign-out every saved cache is deleted,
 * and when the user changes the previous user's data leaves memory too. Returns `isRestoring`, for
 * TanStack's IsRestoringProvider (queries wait while it is true).
 */
export function usePersistedQueries({
  client,
  store,
  userId,
  isSignedOut,
  buster,
  now,
  onRestored,
}: UsePersistedQueriesOptions): boolean {
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const lastUser = useRef<string | null>(null);

  useEffect(() => {
    const previous = lastUser.current;
    lastUser.current = userId;
    if (previous !== null && previous !== userId) client.removeQueries({ predicate: isUserDataQuery });
  }, [client, userId]);

  useEffect(() => {
    if (store && isSignedOut) void store.clear();
  }, [store, isSignedOut]);

  useEffect(() => {
    if (!store || userId === null) return;
    let isCurrent = true;
    let stopSaving = () => {};
    void readPersistedQueries(store, userId, { buster, now }).then((state) => {
      if (!isCurrent) return;
      if (state) {
        try {
          hydrate(client, state);
          onRestored?.(client);
        } catch {
          void store.remove(userId);
        }
      }
      stopSaving = persistQueries(client, store, userId, { buster, now });
      setRestoredFor(userId);
    });
    return () => {
      isCurrent = false;
      stopSaving();
    };
  }, [client, store, userId, buster, now, onRestored]);

  return store !== undefined && userId !== null && restoredFor !== userId;
}
