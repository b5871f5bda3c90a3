/** sessionStorage key holding when this tab last reloaded for a missing chunk (ms). */
export const STALE_CHUNK_RELOAD_KEY = 'fokus-stale-chunk-reload';

/** A second failure this soon after the reload is not a stale version: the error screen shows it. */
const RELOAD_GUARD_MS = 30_000;

function readTime(storage: Storage | null): number | null {
  try {
    const value = Number(storage?.getItem(STALE_CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * A page of an older deploy that loads a screen on demand asks for a chunk the new deploy (and the
 * new service worker's cache) no longer has; Vite then fires `vite:preloadError`. Reloading picks up
 * the new version instead of leaving an error on screen. Once per 30 s, so a chunk that fails for
 * another reason (a broken deploy) ends on the error boundary instead of a reload loop. Never while
 * offline: a chunk that failed because the network went away is no older deploy, and a reload then
 * (before the service worker controls the page) would leave the browser's offline page in place of
 * the app and what the person was typing.
 * Returns the function that stops listening.
 */
export function reloadOnStaleChunk(win: Window = window, now: () => number = Date.now): () => void {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    // Storage disabled: the guard then lives only as long as this page.
  }
  let reloadedAt = readTime(storage);
  const onPreloadError = () => {
    if (win.navigator?.onLine === false) return;
    const time = now();
    if (reloadedAt !== null && time - reloadedAt < RELOAD_GUARD_MS) return;
    reloadedAt = time;
    try {
      storage?.setItem(STALE_CHUNK_RELOAD_KEY, String(time));
    } catch {
      // Without storage the in-memory time still stops a loop within this page.
    }
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
