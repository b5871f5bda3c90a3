import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/auth-provider';

/** What /auth receives from a protected route, to send the user back after signing in. */
export interface AuthRedirectState {
  from: string;
}

/** Guards the protected routes: spinner while the session is unknown, /auth when signed out. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('auth');
  if (status === 'unknown') return <FullScreenSpinner label={t('session.checking')} />;
  if (status === 'signed-out') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The page to return to after signing in: the protected page the user was sent from, else /app.
 * Only same-origin paths are accepted, so the state cannot become an open redirect.
 */
export function getReturnPath(state: unknown): string {
  const from = (state as Partial<AuthRedirectState> | null | undefined)?.from;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/auth')
  ) {
    return '/app';
  }
  return from;
}
