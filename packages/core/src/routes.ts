/**
 * Route rules of spec §2: public and protected routes, redirects, the theme context of each path
 * (landing pages are forced dark), top bar and bottom navigation visibility and active items.
 */
import type { Theme } from './settings';

/** Public routes (exact paths; /blog/{id} and /shared-task/{id} are prefixes). */
export const PUBLIC_ROUTES = [
  '/',
  '/landing',
  '/auth',
  '/terms',
  '/privacy',
  '/blog',
  '/research',
  '/how-it-works',
  '/guide',
  '/status-test',
  '/shared-task',
] as const;

/** Protected routes; without a session they redirect to /auth. */
export const PROTECTED_ROUTES = [
  '/task-manager-test',
  '/app',
  '/tags',
  '/priorities',
  '/strategy',
  '/analytics',
  '/gamification',
  '/habits',
  '/mindmap',
] as const;

/** Where an unauthenticated visitor of a protected route is sent. */
export const AUTH_ROUTE = '/auth';

/** True when `path` equals `route` or is below it ("/blog/x" is under "/blog"); "/" matches only itself. */
export function isUnderRoute(path: string, route: string): boolean {
  if (route === '/') return path === '/';
  return path === route || path.startsWith(`${route}/`);
}

/** True when `path` needs a session. */
export function isProtectedPath(path: string): boolean {
  return PROTECTED_ROUTES.some((route) => isUnderRoute(path, route));
}

/** The redirect target of an old path (/mindmap-new → /mindmap, /mindmap-new/{id} → /mindmap/{id}), or null. */
export function redirectFor(path: string): string | null {
  if (path === '/mindmap-new') return '/mindmap';
  if (path.startsWith('/mindmap-new/')) return `/mindmap/${path.slice('/mindmap-new/'.length)}`;
  return null;
}

/** Theme contexts of the app. */
export type ThemeContext = 'landing' | 'dashboard' | 'strategy' | 'other';

const LANDING_ROUTES = [
  '/',
  '/landing',
  '/blog',
  '/research',
  '/terms',
  '/privacy',
  '/auth',
  '/guide',
  '/how-it-works',
];
const DASHBOARD_ROUTES = [
  '/app',
  '/tasks',
  '/priorities',
  '/analytics',
  '/gamification',
  '/habits',
  '/mindmap',
];

/** The theme context of a path. */
export function themeContextFor(path: string): ThemeContext {
  if (LANDING_ROUTES.some((route) => isUnderRoute(path, route))) return 'landing';
  if (DASHBOARD_ROUTES.some((route) => isUnderRoute(path, route))) return 'dashboard';
  if (isUnderRoute(path, '/strategy')) return 'strategy';
  return 'other';
}

/** The theme to apply on a path: landing pages are always dark; elsewhere the user's choice. */
export function effectiveTheme(theme: Theme, path: string): Theme {
  return themeContextFor(path) === 'landing' ? 'dark' : theme;
}

/** The theme switch button is hidden on landing pages. */
export function isThemeSwitchVisible(path: string): boolean {
  return themeContextFor(path) !== 'landing';
}

/** The top bar shows on protected pages except /app and /strategy. */
export function isTopBarVisible(path: string): boolean {
  return isProtectedPath(path) && path !== '/app' && path !== '/strategy';
}

/** One item of the mobile bottom navigation. */
export interface BottomNavItem {
  readonly path: string;
  /** Translation key of the label. */
  readonly labelKey: string;
  readonly icon: string;
  /** /app is active only on an exact match; the others also below their route. */
  readonly exact: boolean;
}

/** The five bottom navigation items (small screens only). */
export const BOTTOM_NAV_ITEMS: readonly BottomNavItem[] = [
  { path: '/app', labelKey: 'nav.tasks', icon: 'ListTodo', exact: true },
  { path: '/priorities', labelKey: 'nav.priorities', icon: 'Grid2x2', exact: false },
  { path: '/strategy', labelKey: 'nav.strategy', icon: 'Compass', exact: false },
  { path: '/analytics', labelKey: 'nav.analytics', icon: 'BarChart3', exact: false },
  { path: '/gamification', labelKey: 'nav.progress', icon: 'Trophy', exact: false },
];

/** True when a navigation item is active for the current path. */
export function isNavItemActive(item: Pick<BottomNavItem, 'path' | 'exact'>, path: string): boolean {
  return item.exact ? path === item.path : path.startsWith(item.path);
}
