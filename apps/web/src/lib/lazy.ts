/**
 * Code the first screen does not need (menus, dialogs, tooltips, toasts, the offline queue's codec)
 * loads on demand, and is fetched ahead once the first content is on screen and the browser is idle,
 * so the first use is as quick as before. A module that has loaded is used synchronously: nothing
 * waits, nothing flickers, and a component rendered after that renders exactly as a static import did.
 */
import { lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';

/** A module that loads once, on demand. */
export interface Preloadable<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  /** Calls `listener` when the module has loaded (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

const registry = new Set<Preloadable<unknown>>();

/** Wraps a dynamic `import()`; every wrapped module is fetched by `prefetchWhenIdle`. */
export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const item: Preloadable<T> = {
    load() {
      promise ??= importer().then(
        (module) => {
          value = module;
          for (const listener of [...listeners]) listener();
          return module;
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  registry.add(item);
  return item;
}

/** Loads every module wrapped so far; a failure is left for the module's first use to report. */
export async function preloadAll(): Promise<void> {
  await Promise.all([...registry].map((item) => item.load().catch(() => undefined)));
}

let prefetchScheduled = false;

/**
 * Once the first content is on screen: fetches every on-demand module while the browser is idle, so
 * opening a menu or a dialog later does not wait for the network. Once per page; not while offline
 * (the fetches could only fail; a failure is no older deploy, so it never reloads the page either:
 * pwa/reload-on-stale-chunk.ts). Returns a cancel for the effect that asked (an unmounted page must not
 * fetch after it is gone); a cancelled prefetch that had not run yet can be asked for again.
 */
export function prefetchWhenIdle(win: Window = window): () => void {
  if (prefetchScheduled) return () => undefined;
  prefetchScheduled = true;
  let pending = true;
  const run = () => {
    pending = false;
    if (win.navigator.onLine === false) {
      prefetchScheduled = false;
      return;
    }
    void preloadAll();
  };
  let cancelScheduled: () => void;
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: 2_000 });
    cancelScheduled = () => win.cancelIdleCallback(handle);
  } else {
    const handle = win.setTimeout(run, 200);
    cancelScheduled = () => win.clearTimeout(handle);
  }
  return () => {
    if (!pending) return;
    pending = false;
    prefetchScheduled = false;
    cancelScheduled();
  };
}

/** The module if it has loaded (re-rendering when it does); starts loading it while `needed`. */
export function useLoaded<T>(item: Preloadable<T>, needed = false): T | undefined {
  const value = useSyncExternalStore(item.subscribe, item.current, item.current);
  useEffect(() => {
    if (needed && value === undefined) void item.load().catch(() => undefined);
  }, [item, needed, value]);
  return value;
}

/**
 * A component for React.lazy (render it inside Suspense) whose module is also fetched by the idle
 * prefetch, so its first use after that does not wait for the network.
 */
export function lazyComponent<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const item = preloadable(importer);
  return lazy(() => item.load().then((module) => ({ default: pick(module) })));
}
