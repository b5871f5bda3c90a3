/**
 * The page's operation queue as the rest of the app sees it. The queue itself (`browser-queue.ts`)
 * and core's codec and overlays (`offline-layer.ts`) are not needed to paint the first screen while
 * nothing is queued, so they load on demand: before the first change is queued, when the page starts
 * with operations already stored (`main.tsx` waits for them then), when another tab stores some, or
 * when the page prefetches after its first content. Until then this stands in for the queue with what
 * is true of an empty one: nothing queued, nothing sent, the browser's connectivity; the owner and the
 * listeners it was given are handed over when the queue arrives.
 *
 * So a non-empty queue implies a loaded layer: `loadedOfflineLayer()` is defined whenever
 * `queuedChanges()` returns anything.
 */
import type { ChangeAuthor, QueuedChange } from '@fokus/core';
import { preloadable } from '@/lib/lazy';
import type * as OfflineLayerModule from './offline-layer';
import type { OperationQueue, QueueState, SettledOperation } from './queue';
import { hasStoredOperations, isQueueDataKey } from './storage-keys';

/** The on-demand part of the queue. */
export type OfflineLayer = typeof OfflineLayerModule;

type SettledListener = (settled: SettledOperation[]) => void;

/** The part of the queue's interface the app uses. */
export class PageQueue {
  private real: OperationQueue | null = null;
  private owner: ChangeAuthor | null = null;
  private readonly settledListeners = new Map<SettledListener, () => void>();
  private readonly listeners = new Set<() => void>();
  private state: QueueState;

  constructor(isOnline: () => boolean) {
    this.state = { pending: 0, syncing: false, online: isOnline(), setAside: 0 };
  }

  /** Hands over to the loaded queue: its owner, the settled listeners, the state subscribers. */
  attach(real: OperationQueue): void {
    if (this.real) return;
    this.real = real;
    real.setOwner(this.owner);
    for (const listener of this.settledListeners.keys()) {
      this.settledListeners.set(listener, real.onSettled(listener));
    }
    real.subscribe(() => this.emit());
    this.emit();
  }

  /** True once the queue itself has loaded. */
  isLoaded(): boolean {
    return this.real !== null;
  }

  /** The signed-in user whose queue this is; null while nobody is signed in. */
  setOwner(owner: ChangeAuthor | null): void {
    this.owner = owner;
    this.real?.setOwner(owner);
  }

  getOwner(): ChangeAuthor | null {
    return this.real ? this.real.getOwner() : this.owner;
  }

  /** The queued operations as changes; none before the queue has loaded (nothing was stored). */
  queuedChanges(): QueuedChange[] {
    return this.real?.queuedChanges() ?? [];
  }

  removalCount(): number {
    return this.real?.removalCount() ?? 0;
  }

  whenIdle(): Promise<void> {
    return this.real?.whenIdle() ?? Promise.resolve();
  }

  flush(): Promise<void> {
    return this.real?.flush() ?? Promise.resolve();
  }

  /** Sends everything queued now, operations waiting out their backoff included. */
  syncNow(): Promise<void> {
    return this.real?.syncNow() ?? Promise.resolve();
  }

  /** Puts the operations set aside after too many failures back in the queue, and sends them. */
  async retrySetAside(): Promise<void> {
    const layer = await offlineLayer.load();
    return layer.operationQueue.retrySetAside();
  }

  /** Calls `listener` with each group of operations the server has answered for good. */
  onSettled(listener: SettledListener): () => void {
    this.settledListeners.set(listener, this.real ? this.real.onSettled(listener) : () => undefined);
    return () => {
      this.settledListeners.get(listener)?.();
      this.settledListeners.delete(listener);
    };
  }

  /** The browser went on- or offline (what the indicator shows before the queue has loaded). */
  setOnline(online: boolean): void {
    if (this.real || this.state.online === online) return;
    this.state = { ...this.state, online };
    this.emit();
  }

  /** For useSyncExternalStore. */
  getState = (): QueueState => this.real?.getState() ?? this.state;

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page's queue. */
export const operationQueue = new PageQueue(() => typeof navigator === 'undefined' || navigator.onLine);

let layer: OfflineLayer | undefined;

/** The queue, its codec and core's overlays; loads once, and is fetched ahead after the first content. */
export const offlineLayer = preloadable(async (): Promise<OfflineLayer> => {
  const module = await import('./offline-layer');
  // In the same step as `layer`, so no code sees a queue with changes and no overlays to show them.
  layer = module;
  operationQueue.attach(module.operationQueue);
  return module;
});

/** The loaded layer, if it has loaded; always loaded when anything is queued. */
export function loadedOfflineLayer(): OfflineLayer | undefined {
  return layer;
}

/** Loads the layer; call before the first render when operations are stored on this device. */
export function loadOfflineLayer(): Promise<OfflineLayer> {
  return offlineLayer.load();
}

/** True when this device keeps queued operations, so the layer must load before anything reads. */
export function needsOfflineLayer(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): boolean {
  return layer === undefined && hasStoredOperations(storage);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => operationQueue.setOnline(true));
  window.addEventListener('offline', () => operationQueue.setOnline(false));
  // Another tab queued something: load the queue, which then reads it (browser-queue.ts listens on).
  window.addEventListener('storage', (event) => {
    if (layer === undefined && event.key !== null && isQueueDataKey(event.key) && event.newValue !== null)
      void offlineLayer.load().catch(() => undefined);
  });
}
