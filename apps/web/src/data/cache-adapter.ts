/**
 * How each synced kind lives in the query cache. The data layer is generic: it overlays queued
 * changes, stores answers, refreshes after live events and reports refusals through these adapters.
 * Each feature writes the adapter of the kinds it owns; `app/cache-adapters.ts` lists them all, and the
 * compiler refuses a kind of core's registry (or a change of one) that has no adapter.
 */
import type {
  ChangeAuthor,
  ChangeOfKind,
  ChangesByKind,
  KindName,
  QueuedChange,
  SyncChange,
} from '@fokus/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FlatNamespace, ParseKeys } from 'i18next';

/** The queued changes and their author, as reads show them on top of the server's answer. */
export interface PendingChanges {
  queue: QueuedChange[];
  author: ChangeAuthor;
}

/** The cache side of one synced kind. */
export interface CacheAdapter<N extends KindName> {
  /** First parts of the query keys that hold this kind's rows: overlaid, saved for offline reads. */
  readonly roots: readonly string[];
  /** Shows queued changes in one cached query whose key starts with one of `roots`. */
  readonly overlay: (
    queryClient: QueryClient,
    key: QueryKey,
    queue: readonly QueuedChange[],
    author: ChangeAuthor,
  ) => void;
  /** What a newly queued change needs beyond overlaying cached queries (e.g. a new row's detail). */
  readonly onQueued?: (queryClient: QueryClient, queued: QueuedChange, author: ChangeAuthor) => void;
  /** Puts the server's answer to an applied change of this kind into the caches. */
  readonly storeAnswer?: (
    queryClient: QueryClient,
    change: ChangeOfKind<ChangesByKind[N]['kind']>,
    answer: unknown,
    pending: PendingChanges,
  ) => void;
  /** Brings the caches up to date after live events; `changedIds` is empty for a full catch-up. */
  readonly refresh: (queryClient: QueryClient, changedIds: ReadonlySet<string>) => Promise<void>;
  /** The version the live stream may resume from, when this kind's caches know it. */
  readonly streamVersion?: (queryClient: QueryClient) => number | null;
  /** The toast text of each refused change (spec §8 names one per kind of change), as `ns:key`. */
  readonly refusalKey: {
    readonly [K in ChangesByKind[N]['kind']]: (change: ChangeOfKind<K>) => TextKey;
  };
}

/** A text of any namespace, as `namespace:key`. */
export type TextKey = Extract<ParseKeys<readonly FlatNamespace[]>, `${FlatNamespace}:${string}`>;

/** One adapter per synced kind. */
export type CacheAdapters = { readonly [N in KindName]: CacheAdapter<N> };

let registered: CacheAdapters | null = null;

/** Wires the app's adapters into the data layer (once, before any screen renders). */
export function registerCacheAdapters(adapters: CacheAdapters): void {
  registered = adapters;
}

/** The registered adapters. */
export function cacheAdapters(): CacheAdapters {
  if (registered === null) throw new Error('The cache adapters are not registered');
  return registered;
}

/** Every registered adapter. */
export function allCacheAdapters(): CacheAdapter<KindName>[] {
  return Object.values(cacheAdapters()) as CacheAdapter<KindName>[];
}

/** The query-key roots of every kind. */
export function dataRoots(): string[] {
  return allCacheAdapters().flatMap((adapter) => [...adapter.roots]);
}

/** The adapter of the kind a change belongs to. */
export function adapterOfKind(kind: KindName): CacheAdapter<KindName> {
  return cacheAdapters()[kind] as CacheAdapter<KindName>;
}

/** The text key of the toast of a refused change. */
export function refusalKeyOf(change: SyncChange, kind: KindName): TextKey {
  const adapter = adapterOfKind(kind);
  const keyOf = adapter.refusalKey[change.kind as keyof typeof adapter.refusalKey] as (
    change: SyncChange,
  ) => TextKey;
  return keyOf(change);
}
