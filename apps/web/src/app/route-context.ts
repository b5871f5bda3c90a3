/**
 * Route rules of the shell (spec §2): which context a path belongs to — it decides the theme — and
 * where the top bar is hidden. Pure functions of the pathname so they are tested without a browser.
 */

/** Theme context of a page: landing pages are always dark. */
export type RouteContext = 'landing' | 'dashboard' | 'strategy' | 'other';

// public/theme-init.js repeats the landing list for the first paint; a test keeps the two in step.
export const LANDING_ROUTES = [
  '/',
  '/landing',
  '/blog',
  '/research',
  '/terms',
  '/privacy',
  '/auth',
  '/guide',
  '/how-it-works',
] as const;
export const DASHBOARD_ROUTES = [
  '/app',
  '/tasks',
  '/priorities',
  '/analytics',
  '/gamification',
  '/habits',
  '/mindmap',
] as const;
export const STRATEGY_ROUTES = ['/strategy'] as const;

/** Routes with their own header instead of the shell's top bar. */
export const ROUTES_WITHOUT_TOP_BAR = ['/app', '/strategy'] as const;

/** `/app/` and `/app` are the same page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * True when `pathname` is `route` or lies under it. Matching whole segments keeps `/mindmap` from
 * claiming `/mindmap-new`; `/` matches only itself, or it would claim every path.
 */
export function matchesRoute(pathname: string, route: string): boolean {
  const path = normalizePathname(pathname);
  if (route === '/') return path === '/';
  return path === route || path.startsWith(`${route}/`);
}

function matchesAny(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => matchesRoute(pathname, route));
}

/** The theme context of a path. */
export function getRouteContext(pathname: string): RouteContext {
  if (matchesAny(pathname, LANDING_ROUTES)) return 'landing';
  if (matchesAny(pathname, DASHBOARD_ROUTES)) return 'dashboard';
  if (matchesAny(pathname, STRATEGY_ROUTES)) return 'strategy';
  return 'other';
}

/** True where the theme is forced dark and the theme switch is hidden. */
export function isLandingContext(pathname: string): boolean {
  return getRouteContext(pathname) === 'landing';
}

/** True on /app and /strategy, whose screens bring their own header. */
export function isTopBarHidden(pathname: string): boolean {
  return ROUTES_WITHOUT_TOP_BAR.some((route) => normalizePathname(pathname) === route);
}
