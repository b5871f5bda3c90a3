// The service worker's push script (public/push-sw.js) run in a stand-in worker scope: only the
// browser's objects (registration, clients, events) are stand-ins; the script is the real file.
import { describe, expect, it, vi } from 'vitest';
import SCRIPT from '../../../public/push-sw.js?raw';

const ORIGIN = 'https://fokus.example';

interface WindowClient {
  url: string;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<WindowClient>;
}

function workerScope(windows: WindowClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const clients = { matchAll: vi.fn(async () => windows), openWindow };
  // The worker's globals are its parameters, as in the worker itself.
  new Function('self', 'clients', SCRIPT)(self, clients);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { dispatch, showNotification, openWindow };
}

const pushOf = (data: unknown) => ({ data: { json: () => data } });

describe('the push script of the service worker', () => {
  it('shows a reminder as a notification, one per task', async () => {
    const scope = workerScope();
    await scope.dispatch(
      'push',
      pushOf({ title: 'Напоминание', body: 'Через 5 минут', url: '/app?task=t1', tag: 'reminder:t1' }),
    );
    expect(scope.showNotification).toHaveBeenCalledExactlyOnceWith(
      'Напоминание',
      expect.objectContaining({
        body: 'Через 5 минут',
        tag: 'reminder:t1',
        data: { url: `${ORIGIN}/app?task=t1` },
      }),
    );
  });

  it('ignores a push that is not a reminder, and never opens another site', async () => {
    const scope = workerScope();
    await scope.dispatch('push', { data: null });
    await scope.dispatch('push', pushOf({ nothing: true }));
    await scope.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(scope.showNotification).not.toHaveBeenCalled();
    await scope.dispatch('push', pushOf({ title: 'x', url: 'https://evil.example/phish' }));
    expect(scope.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/app` } }),
    );
  });

  it('a click brings an open window of the app to the task', async () => {
    const window: WindowClient = {
      url: `${ORIGIN}/app`,
      focus: vi.fn(async () => window),
      navigate: vi.fn(async () => window),
    };
    const scope = workerScope([{ ...window, url: 'https://other.example/' }, window]);
    const close = vi.fn();
    await scope.dispatch('notificationclick', {
      notification: { close, data: { url: `${ORIGIN}/app?task=t1` } },
    });
    expect(close).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith(`${ORIGIN}/app?task=t1`);
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no window of the app open opens one on the task', async () => {
    const scope = workerScope();
    await scope.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: `${ORIGIN}/app?task=t2` } },
    });
    expect(scope.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/app?task=t2`);
  });
});
