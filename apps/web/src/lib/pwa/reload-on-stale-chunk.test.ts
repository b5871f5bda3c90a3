import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_RELOAD_KEY } from './reload-on-stale-chunk';

/** A window whose reload is recorded instead of performed; sessionStorage is jsdom's. */
function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    navigator: { onLine },
    sessionStorage: window.sessionStorage,
    location: { reload },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  const preloadError = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { win, reload, preloadError };
}

afterEach(() => window.sessionStorage.clear());

describe('reloadOnStaleChunk', () => {
  it('reloads the page when a chunk of an older deploy cannot be loaded', () => {
    const { win, reload, preloadError } = fakeWindow();
    reloadOnStaleChunk(win, () => 1_000_000);
    preloadError();
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again right after such a reload (no loop: the error screen shows instead)', () => {
    let now = 1_000_000;
    const first = fakeWindow();
    reloadOnStaleChunk(first.win, () => now);
    first.preloadError();
    // The reloaded page is a new page with the same tab storage.
    now += 5_000;
    const second = fakeWindow();
    reloadOnStaleChunk(second.win, () => now);
    second.preloadError();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy', () => {
    let now = 1_000_000;
    const { win, reload, preloadError } = fakeWindow();
    reloadOnStaleChunk(win, () => now);
    preloadError();
    now += 60_000;
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline: the chunk failed for the network, and a reload would lose the page', () => {
    const { win, reload, preloadError } = fakeWindow(false);
    reloadOnStaleChunk(win, () => 1_000_000);
    preloadError();
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('stops listening once told to', () => {
    const { win, reload, preloadError } = fakeWindow();
    reloadOnStaleChunk(win)();
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
