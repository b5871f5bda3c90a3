import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { CACHE_ADAPTERS } from '@/app/cache-adapters';
import { registerCacheAdapters } from '@/data/cache-adapter';
import { preloadAll } from '@/lib/lazy';
import { resetMediaQueries } from './media-queries';

// As the app's providers do: the data layer knows every synced kind's cache adapter.
registerCacheAdapters(CACHE_ADAPTERS);

// Screens load on demand: the first lazy import of a file can take seconds on a busy 2-core CI machine,
// far over testing-library's 1 s default for findBy*/waitFor.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: these stand-ins let Radix (menus, tooltips) and media queries run.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  resetMediaQueries();
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

// better-auth's session store detaches its window listeners one second after its last subscriber
// leaves (a nanostores unmount delay). In a test file that ends sooner, that timer fires after jsdom is
// torn down and throws. Clean the store while the window still exists; files that never loaded the auth
// client (the global below is its marker) skip this.
afterAll(async () => {
  if (!(Symbol.for('better-auth:broadcast-channel') in globalThis)) return;
  const [{ authClient }, { cleanStores }] = await Promise.all([
    import('@/features/auth/api/auth-client'),
    import('nanostores'),
  ]);
  cleanStores(authClient.$store.atoms.session);
});

// What the app loads on demand (menus, dialogs, toasts, the queue's codec) is loaded before each test,
// as a page has it once it has prefetched after its first content (lib/lazy.ts); a test of the
// on-demand loading itself imports fresh modules.
beforeEach(() => preloadAll());

// The app's operation queue and the toasts are one per page; each test starts with neither.
afterEach(async () => {
  const [{ operationQueue }, { toast }] = await Promise.all([import('@/data/operations'), import('sonner')]);
  operationQueue.setOwner(null);
  toast.dismiss();
});
