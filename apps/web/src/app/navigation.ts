import type { ParseKeys } from 'i18next';
import {
  BarChart3,
  BookOpen,
  Flame,
  Grid2x2,
  ListChecks,
  Network,
  Tags,
  Target,
  Trophy,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import { matchesRoute, normalizePathname } from './route-context';

/** One link of the app's navigation. */
export interface NavItem {
  to: string;
  /** Key of the link text in the `common` namespace. */
  labelKey: ParseKeys<'common'>;
  icon: LucideIcon;
  /** Active only on an exact match (the tasks screen), instead of on the route and below it. */
  exact?: boolean;
}

const TASKS: NavItem = { to: '/app', labelKey: 'nav.tasks', icon: ListChecks, exact: true };
const PRIORITIES: NavItem = { to: '/priorities', labelKey: 'nav.priorities', icon: Grid2x2 };
const STRATEGIES: NavItem = { to: '/strategy', labelKey: 'nav.strategies', icon: Target };
const ANALYTICS: NavItem = { to: '/analytics', labelKey: 'nav.analytics', icon: BarChart3 };
const PROGRESS: NavItem = { to: '/gamification', labelKey: 'nav.progress', icon: Trophy };
const TAGS: NavItem = { to: '/tags', labelKey: 'nav.tags', icon: Tags };
const HABITS: NavItem = { to: '/habits', labelKey: 'nav.habits', icon: Flame };
const DELEGATED: NavItem = { to: '/delegated-tasks', labelKey: 'nav.delegated', icon: UserRoundCheck };
const MIND_MAPS: NavItem = { to: '/mindmap', labelKey: 'nav.mindmaps', icon: Network };

/** The guide link: in the top bar on desktop only (spec §2). */
export const GUIDE_ITEM: NavItem = { to: '/guide', labelKey: 'nav.guide', icon: BookOpen };

/** Links of the top bar (spec §2: tasks, priorities, strategies, analytics, progress). */
export const TOP_BAR_ITEMS: readonly NavItem[] = [TASKS, PRIORITIES, STRATEGIES, ANALYTICS, PROGRESS];

/** The five items of the mobile bottom navigation (spec §2). */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [TASKS, PRIORITIES, STRATEGIES, ANALYTICS, PROGRESS];

/** The sidebar lists every signed-in section. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  TASKS,
  PRIORITIES,
  STRATEGIES,
  TAGS,
  ANALYTICS,
  PROGRESS,
  HABITS,
  MIND_MAPS,
  DELEGATED,
  GUIDE_ITEM,
];

/**
 * Whether a navigation item is the current page: Tasks only on an exact match; the others when the
 * path is their route or below it (by whole segments).
 */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  return item.exact ? normalizePathname(pathname) === item.to : matchesRoute(pathname, item.to);
}
