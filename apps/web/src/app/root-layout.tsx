import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/hooks/auth-provider';
import { useSyncAnswers } from '@/data/use-sync-answers';
import { useQueueOwner } from '@/data/operations';
import { prefetchWhenIdle } from '@/lib/lazy';
import { ThemeProvider } from '@/lib/theme';
import { ErrorBoundary } from './error-boundary';
import { isLandingContext } from './route-context';

/**
 * Wraps every route: the theme (forced dark in the landing context), the skip link, the global
 * error boundary, the on-demand screen spinner and the toast outlet. It also hands the offline queue
 * to the signed-in user and listens for the server's answers to it, whatever page is open.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  useQueueOwner(user);
  useSyncAnswers();
  // What loads on demand (menus, dialogs, toasts, the queue) is fetched while the browser is idle
  // after the first content; /app waits for its list (app-screen.tsx), other pages need no wait.
  useEffect(() => {
    if (pathname !== '/app') return prefetchWhenIdle();
  }, [pathname]);
  return (
    <ThemeProvider forceDark={isLandingContext(pathname)}>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
      >
        {t('app.skipToContent')}
      </a>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullScreenSpinner label={t('app.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </ThemeProvider>
  );
}
