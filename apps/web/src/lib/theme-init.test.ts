import { THEME_STORAGE_KEY, THEMES } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES, getRouteContext } from '@/app/route-context';
import { setMedia } from '@/testing/media-queries';
import source from '../../public/theme-init.js?raw';
import { resolveAppliedTheme } from './theme';

/** Runs the early theme script as the browser would, at `path`. */
function runThemeInit(path: string): string[] {
  window.history.replaceState(null, '', path);
  document.documentElement.className = '';
  new Function(source)();
  return [...document.documentElement.classList];
}

const PATHS = [
  ...LANDING_ROUTES,
  '/blog/1',
  '/app',
  '/tags',
  '/strategy',
  '/mindmap/3',
  '/status-test',
  '/nowhere',
];

describe('public/theme-init.js', () => {
  it('reads the same storage key as the app', () => {
    expect(source).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it.each([false, true])('paints what the app would paint (OS prefers dark: %s)', (prefersDark) => {
    setMedia({ prefersDark });
    for (const theme of THEMES) {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
      for (const path of PATHS) {
        const expected = resolveAppliedTheme(theme, prefersDark, getRouteContext(path) === 'landing');
        expect(runThemeInit(path), `${theme} at ${path}`).toEqual([expected]);
      }
    }
  });

  it('falls back to the OS preference when nothing valid is saved', () => {
    setMedia({ prefersDark: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(runThemeInit('/tags')).toEqual(['dark']);
  });
});
