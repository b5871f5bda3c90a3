import type { DehydratedState } from '@tanstack/react-query';

/** One user's saved query cache: the build that wrote it, when, and TanStack's dehydrated state. */
export interface PersistedQueries {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

/** Where persisted query caches live, one entry per user id. Every method resolves, never rejects. */
export interface PersistedQueryStore {
  get(userId: string): Promise<PersistedQueries | undefined>;
  set(userId: string, value: PersistedQueries): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Removes every user's entry (sign-out). */
  clear(): Promise<void>;
}

export const QUERY_CACHE_DB_NAME = 'fokus-query-cache';
const STORE_NAME = 'caches';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(QUERY_CACHE_DB_NAME, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE_NAME)) request.result.createObjectStore(STORE_NAME);
  };
  return settle(request).then((db) => {
    // A newer tab upgrading the database must not wait for this one: close, reopen on the next call.
    db.onversionchange = () => db.close();
    return db;
  });
}

/**
 * The query cache store in IndexedDB (a database of its own, key = user id, values stored by
 * structured clone). Without IndexedDB (some private modes) it stores nothing and reads nothing:
 * the app then only loses its offline copy.
 */
export function createIndexedDbQueryStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  { openNow = false }: { openNow?: boolean } = {},
): PersistedQueryStore {
  let opening: Promise<IDBDatabase> | null = null;
  if (openNow && factory) {
    // Opened at start-up, so the first read does not wait for it; a failed open is retried then.
    try {
      opening = openDatabase(factory);
      opening.catch(() => {
        opening = null;
      });
    } catch {
      opening = null;
    }
  }

  const withStore = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T | undefined> => {
    if (!factory) return undefined;
    try {
      opening ??= openDatabase(factory);
      const db = await opening;
      const transaction = db.transaction(STORE_NAME, mode);
      // A write counts once its transaction has committed, not when its request succeeded.
      const done = new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = transaction.onabort = () =>
          reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      });
      const [result] = await Promise.all([settle(action(transaction.objectStore(STORE_NAME))), done]);
      return result;
    } catch {
      // A closed connection (versionchange) or a failed open is retried on the next call.
      opening = null;
      return undefined;
    }
  };

  return {
    get: (userId) =>
      withStore('readonly', (store) => store.get(userId) as IDBRequest<PersistedQueries | undefined>),
    set: async (userId, value) => {
      await withStore('readwrite', (store) => store.put(value, userId));
    },
    remove: async (userId) => {
      await withStore('readwrite', (store) => store.delete(userId));
    },
    clear: async () => {
      await withStore('readwrite', (store) => store.clear());
    },
  };
}
