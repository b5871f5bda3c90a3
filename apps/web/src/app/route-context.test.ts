import { describe, expect, it } from 'vitest';
import { getRouteContext, isLandingContext, isTopBarHidden, matchesRoute } from './route-context';

describe('getRouteContext', () => {
  it.each([
    '/',
    '/landing',
    '/blog',
    '/blog/some-article',
    '/research',
    '/terms',
    '/privacy',
    '/auth',
    '/guide',
    '/how-it-works',
  ])('puts %s in the landing context', (path) => {
    expect(getRouteContext(path)).toBe('landing');
    expect(isLandingContext(path)).toBe(true);
  });

  it.each([
    '/app',
    '/tasks',
    '/priorities',
    '/analytics',
    '/gamification',
    '/habits',
    '/mindmap',
    '/mindmap/42',
  ])('puts %s in the dashboard context', (path) => expect(getRouteContext(path)).toBe('dashboard'));

  it('puts /strategy in the strategy context', () => {
    expect(getRouteContext('/strategy')).toBe('strategy');
  });

  it.each(['/tags', '/status-test', '/shared-task/1', '/task-manager-test', '/nope', '/mindmap-new'])(
    'puts %s in the other context',
    (path) => expect(getRouteContext(path)).toBe('other'),
  );

  it('ignores a trailing slash', () => {
    expect(getRouteContext('/auth/')).toBe('landing');
    expect(getRouteContext('/app/')).toBe('dashboard');
  });
});

describe('matchesRoute', () => {
  it('matches whole segments only', () => {
    expect(matchesRoute('/mindmap/1', '/mindmap')).toBe(true);
    expect(matchesRoute('/mindmap-new', '/mindmap')).toBe(false);
    expect(matchesRoute('/apps', '/app')).toBe(false);
  });

  it('lets / match only itself', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/app', '/')).toBe(false);
  });
});

describe('isTopBarHidden', () => {
  it('hides the top bar on /app and /strategy only', () => {
    expect(isTopBarHidden('/app')).toBe(true);
    expect(isTopBarHidden('/strategy')).toBe(true);
    expect(isTopBarHidden('/tags')).toBe(false);
    expect(isTopBarHidden('/priorities')).toBe(false);
    expect(isTopBarHidden('/mindmap/1')).toBe(false);
  });
});
