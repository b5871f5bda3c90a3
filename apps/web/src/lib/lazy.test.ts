import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/lazy as a page has it on load: nothing loaded, nothing scheduled. */
async function freshLazy() {
  vi.resetModules();
  return import('./lazy');
}

afterEach(() => vi.restoreAllMocks());

describe('preloadable', () => {
  it('loads once, tells its subscribers, and is then there synchronously', async () => {
    const { preloadable } = await freshLazy();
    const importer = vi.fn(async () => ({ answer: 42 }));
    const item = preloadable(importer);
    const listener = vi.fn();
    item.subscribe(listener);
    expect(item.current()).toBeUndefined();
    const [first, second] = await Promise.all([item.load(), item.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(item.current()).toEqual({ answer: 42 });
  });

  it('tries again after a failed load (a lost connection is not the end of it)', async () => {
    const { preloadable } = await freshLazy();
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const item = preloadable(importer);
    await expect(item.load()).rejects.toThrow('offline');
    expect(item.current()).toBeUndefined();
    await expect(item.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloadAll loads every wrapped module and leaves failures to their first use', async () => {
    const { preloadable, preloadAll } = await freshLazy();
    const good = preloadable(async () => 'good');
    const bad = preloadable(() => Promise.reject(new Error('gone')));
    await expect(preloadAll()).resolves.toBeUndefined();
    expect(good.current()).toBe('good');
    expect(bad.current()).toBeUndefined();
  });
});

describe('prefetchWhenIdle', () => {
  it('fetches everything once, when the browser is idle', async () => {
    const { preloadable, prefetchWhenIdle } = await freshLazy();
    const importer = vi.fn(async () => 'module');
    const item = preloadable(importer);
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    const win = { requestIdleCallback, navigator: { onLine: true } } as unknown as Window;
    prefetchWhenIdle(win);
    prefetchWhenIdle(win);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(importer).not.toHaveBeenCalled();
    idle?.();
    await vi.waitFor(() => expect(item.current()).toBe('module'));
  });

  it('fetches nothing while offline, and tries again on the next call', async () => {
    const { preloadable, prefetchWhenIdle } = await freshLazy();
    const importer = vi.fn(async () => 'module');
    preloadable(importer);
    const navigator = { onLine: false };
    const win = { requestIdleCallback: (callback: () => void) => callback(), navigator } as unknown as Window;
    prefetchWhenIdle(win);
    expect(importer).not.toHaveBeenCalled();
    navigator.onLine = true;
    prefetchWhenIdle(win);
    expect(importer).toHaveBeenCalledTimes(1);
  });
  it('is cancelled by the page that asked: nothing is fetched after it, and it can be asked for again', async () => {
    const { preloadable, prefetchWhenIdle } = await freshLazy();
    const importer = vi.fn(async () => 'module');
    preloadable(importer);
    const timers = new Map<number, () => void>();
    let next = 0;
    const win = {
      navigator: { onLine: true },
      setTimeout: (callback: () => void) => {
        timers.set(++next, callback);
        return next;
      },
      clearTimeout: (handle: number) => timers.delete(handle),
    } as unknown as Window;
    const cancel = prefetchWhenIdle(win);
    expect(timers.size).toBe(1);
    cancel();
    expect(timers.size).toBe(0);
    prefetchWhenIdle(win);
    expect(timers.size).toBe(1);
    [...timers.values()].forEach((run) => run());
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

describe('lazyComponent', () => {
  it('is fetched by the prefetch, and its first render uses that module without importing again', async () => {
    const { lazyComponent, preloadAll } = await freshLazy();
    const { render, screen } = await import('@testing-library/react');
    const { Suspense, createElement } = await import('react');
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello, ${name}`);
    const importer = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(importer, (m) => m.Greeting);
    expect(importer).not.toHaveBeenCalled();
    await preloadAll();
    expect(importer).toHaveBeenCalledTimes(1);
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Lazy, { name: 'Ada' })));
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
