import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import type { ScreenKey } from './screens/placeholder-screen';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './shell/public-layout';
import { LANDING_ALIAS, localizedPath, SITE_PAGES } from '@/site/paths';

// Screens load on demand (spec §2); RootLayout shows 'Загружаем страницу...' while one loads.
const SitePageScreen = lazy(() =>
  import('./screens/site-page-screen').then((m) => ({ default: m.SitePageScreen })),
);
const AuthScreen = lazy(() => import('./screens/auth-screen').then((m) => ({ default: m.AuthScreen })));
const NotFoundScreen = lazy(() =>
  import('./screens/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
const StatusTestScreen = lazy(() =>
  import('./screens/status-test-screen').then((m) => ({ default: m.StatusTestScreen })),
);
const loadAppScreen = () => import('./screens/app-screen');
const AppScreen = lazy(() => loadAppScreen().then((m) => ({ default: m.AppScreen })));

/**
 * Starts loading the task screen when the page opens on it, alongside the session check, instead of
 * after it: the list's first rows then wait for one round trip less.
 */
export function preloadStartScreen(pathname: string): void {
  if (pathname === '/app' || pathname === '/app/') void loadAppScreen().catch(() => undefined);
}
const TaskManagerTestScreen = lazy(() =>
  import('./screens/task-manager-test-screen').then((m) => ({ default: m.TaskManagerTestScreen })),
);
const TagsScreen = lazy(() => import('./screens/tags-screen').then((m) => ({ default: m.TagsScreen })));
const PrioritiesScreen = lazy(() =>
  import('./screens/priorities-screen').then((m) => ({ default: m.PrioritiesScreen })),
);
const StrategyScreen = lazy(() =>
  import('./screens/strategy-screen').then((m) => ({ default: m.StrategyScreen })),
);
// The delegated page: public, no login, its own chunk (nothing of it on the first load of /app).
const SharedTaskScreen = lazy(() =>
  import('./screens/shared-task-screen').then((m) => ({ default: m.SharedTaskScreen })),
);
const DelegatedTasksScreen = lazy(() =>
  import('./screens/delegated-tasks-screen').then((m) => ({ default: m.DelegatedTasksScreen })),
);
const PlaceholderScreen = lazy(() =>
  import('./screens/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })),
);

/**
 * The public site's addresses (site/paths.ts), in Russian and under /en: the server answers them with
 * prerendered pages, so the app hands them back to it (SitePageScreen).
 */
const SITE_ROUTES: readonly string[] = [
  LANDING_ALIAS,
  ...Object.values(SITE_PAGES),
  `${SITE_PAGES.blog}/:articleId`,
]
  .flatMap((path) => [path, localizedPath(path, 'en')])
  .map((path) => path.slice(1));

/** Protected screens that later issues build, by path. */
const PROTECTED_PLACEHOLDERS: readonly (readonly [path: string, screen: ScreenKey])[] = [
  ['analytics', 'analytics'],
  ['gamification', 'gamification'],
  ['habits', 'habits'],
  ['mindmap', 'mindmaps'],
  ['mindmap/:id', 'mindmap'],
];

/** /mindmap-new/{id} → /mindmap/{id} (spec §2), keeping any query. */
function MindmapNewRedirect() {
  const { id = '' } = useParams();
  return (
    <Navigate
      to={{ pathname: `/mindmap/${encodeURIComponent(id)}`, search: window.location.search }}
      replace
    />
  );
}

/** Every route of spec §2: public, protected (redirect to /auth when signed out), redirects, not found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          {SITE_ROUTES.map((path) =>
            path === '' ? (
              <Route key="index" index element={<SitePageScreen />} />
            ) : (
              <Route key={path} path={path} element={<SitePageScreen />} />
            ),
          )}
          <Route path="auth" element={<AuthScreen />} />
          <Route path="status-test" element={<StatusTestScreen />} />
          <Route path="shared-task" element={<SharedTaskScreen />} />
          <Route path="shared-task/:taskId" element={<SharedTaskScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<AppShell />}>
            <Route path="task-manager-test" element={<TaskManagerTestScreen />} />
            <Route path="app" element={<AppScreen />} />
            <Route path="tags" element={<TagsScreen />} />
            <Route path="priorities" element={<PrioritiesScreen />} />
            <Route path="strategy" element={<StrategyScreen />} />
            <Route path="delegated-tasks" element={<DelegatedTasksScreen />} />
            {PROTECTED_PLACEHOLDERS.map(([path, screen]) => (
              <Route
                key={path}
                path={path}
                element={<PlaceholderScreen screen={screen} backTo={screen === 'app' ? '/' : '/app'} />}
              />
            ))}
          </Route>
        </Route>
        <Route path="mindmap-new" element={<Navigate to="/mindmap" replace />} />
        <Route path="mindmap-new/:id" element={<MindmapNewRedirect />} />
      </Route>
    </Routes>
  );
}
