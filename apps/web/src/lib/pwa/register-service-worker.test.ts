import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

/** A window stand-in: the document's readiness, load listeners, and an optional worker container. */
function fakeWindow(readyState: DocumentReadyState, register?: ReturnType<typeof vi.fn>) {
  const target = new EventTarget();
  const win = {
    document: { readyState },
    navigator: register ? { serviceWorker: { register } } : {},
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  return win as unknown as Window & { dispatchEvent: (event: Event) => boolean };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin once the page has loaded, bypassing the HTTP cache', () => {
    const register = vi.fn().mockResolvedValue({});
    const win = fakeWindow('interactive', register);
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('registers at once when the page has already loaded', () => {
    const register = vi.fn().mockResolvedValue({});
    registerServiceWorker(fakeWindow('complete', register));
    expect(register).toHaveBeenCalledOnce();
  });

  it('does nothing where service workers are not available (e.g. plain http on another host)', () => {
    const win = fakeWindow('complete');
    expect(() => registerServiceWorker(win)).not.toThrow();
  });

  it('swallows a refused registration: the app simply has no offline shell', async () => {
    // Vitest fails the run on an unhandled rejection, so settling quietly is the assertion.
    const register = vi.fn().mockRejectedValue(new Error('SecurityError'));
    registerServiceWorker(fakeWindow('complete', register));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalledOnce();
  });
});
