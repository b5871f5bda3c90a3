import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetMediaQueries } from './media-queries';

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
