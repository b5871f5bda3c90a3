import { describe, expect, it } from 'vitest';
import {
  BOTTOM_NAV_ITEMS,
  effectiveTheme,
  isNavItemActive,
  isProtectedPath,
  isThemeSwitchVisible,
  isTopBarVisible,
  isUnderRoute,
  redirectFor,
  themeContextFor,
} from './routes';

describe('routes', () => {
  it('knows protected paths', () => {
    for (const path of ['/app', '/mindmap/42', '/task-manager-test', '/habits'])
      expect(isProtectedPath(path)).toBe(true);
    for (const path of ['/', '/blog/1', '/shared-task/1', '/apple'])
      expect(isProtectedPath(path)).toBe(false);
    expect(isUnderRoute('/x', '/')).toBe(false);
  });

  it('redirects the old mind map paths', () => {
    expect(redirectFor('/mindmap-new')).toBe('/mindmap');
    expect(redirectFor('/mindmap-new/abc')).toBe('/mindmap/abc');
    expect(redirectFor('/mindmap')).toBeNull();
  });

  it('assigns theme contexts', () => {
    for (const path of [
      '/',
      '/landing',
      '/blog',
      '/blog/7',
      '/research',
      '/terms',
      '/privacy',
      '/auth',
      '/guide',
      '/how-it-works',
    ]) {
      expect(themeContextFor(path)).toBe('landing');
    }
    for (const path of [
      '/app',
      '/tasks',
      '/priorities',
      '/analytics',
      '/gamification',
      '/habits',
      '/mindmap',
      '/mindmap/1',
    ]) {
      expect(themeContextFor(path)).toBe('dashboard');
    }
    expect(themeContextFor('/strategy')).toBe('strategy');
    expect(themeContextFor('/tags')).toBe('other');
  });

  it('forces dark on landing pages and hides the switch there', () => {
    expect(effectiveTheme('light', '/blog/1')).toBe('dark');
    expect(effectiveTheme('bright', '/app')).toBe('bright');
    expect(isThemeSwitchVisible('/')).toBe(false);
    expect(isThemeSwitchVisible('/tags')).toBe(true);
  });

  it('hides the top bar on /app and /strategy', () => {
    expect(isTopBarVisible('/app')).toBe(false);
    expect(isTopBarVisible('/strategy')).toBe(false);
    expect(isTopBarVisible('/analytics')).toBe(true);
    expect(isTopBarVisible('/blog')).toBe(false);
  });

  it('has five bottom items; /app active only on exact match', () => {
    expect(BOTTOM_NAV_ITEMS.map((item) => item.path)).toEqual([
      '/app',
      '/priorities',
      '/strategy',
      '/analytics',
      '/gamification',
    ]);
    const [tasks, priorities] = BOTTOM_NAV_ITEMS;
    expect(tasks && isNavItemActive(tasks, '/app')).toBe(true);
    expect(tasks && isNavItemActive(tasks, '/app/settings')).toBe(false);
    expect(priorities && isNavItemActive(priorities, '/priorities/x')).toBe(true);
  });
});
