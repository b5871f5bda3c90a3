import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { subscribeToAuthChanges } from '../api/auth-broadcast';
import { authClient, type SessionUser } from '../api/auth-client';

/** unknown until the first session check settles; then signed in or out (spec §4 auth state). */
export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Fetches the session again, e.g. right after signing in. Resolves when it has settled. */
  refreshSession: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

/**
 * Owns the session for the whole app: one subscriber to better-auth's session store, one place
 * that reports a failed session check, and the cross-tab listener.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { data, isPending, error, refetch } = authClient.useSession();

  // A failed check (network, 5xx) counts as signed out (spec §8). A 401 is simply "no session".
  const failed = error != null && !isUnauthorized(error);
  const settled: AuthStatus | null = isPending ? null : failed || !data ? 'signed-out' : 'signed-in';

  // Background refetches (window focus, other tabs) briefly report "pending" again; keeping the last
  // settled status avoids flashing the full-screen spinner and unmounting a half-typed form.
  const [status, setStatus] = useState<AuthStatus>('unknown');
  if (settled !== null && settled !== status) setStatus(settled);

  useEffect(() => {
    if (!failed) return;
    toast.error(t('session.errorTitle'), { description: t('session.errorDescription') });
  }, [error, failed, t]);

  useEffect(() => subscribeToAuthChanges(() => void refetch()), [refetch]);

  const user = status === 'signed-in' && data ? data.user : null;
  const value = useMemo<AuthContextValue>(
    () => ({ status, user, refreshSession: () => refetch() }),
    [status, user, refetch],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The current auth state; must be used under AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
