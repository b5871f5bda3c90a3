import type { SessionUser } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { subscribeToAuthChanges } from '../api/auth-broadcast';
import { getSession, sessionKey } from '../api/get-session';

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

/** The server could not be reached (offline, or fetch itself failed), as opposed to an answer. */
function isUnreachable(error: unknown): boolean {
  if (!window.navigator.onLine || error instanceof TypeError) return true;
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === undefined || status === 0;
}

/** The last signed-in user on this device, so an offline start keeps the user's own data on screen. */
const LAST_USER_KEY = 'fokus-session-user';

function readLastUser(): SessionUser | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(LAST_USER_KEY) ?? 'null') as unknown;
    return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
      ? (value as SessionUser)
      : null;
  } catch {
    return null;
  }
}

function writeLastUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Without storage an offline start shows the sign-in page, as before.
  }
}

/**
 * Owns the session for the whole app: one query of better-auth's session endpoint (read again when the
 * window regains focus, after signing in, and when another tab signs in or out), one place that
 * reports a failed session check, and the cross-tab listener.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The session is this device's, never kept in the persisted cache or shared between users.
    gcTime: 0,
  });
  const { data, isPending, error } = query;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);

  // A failed check (network, 5xx) counts as signed out (spec §8). A 401 is simply "no session".
  const failed = error != null && !isUnauthorized(error);
  // Offline, the last session seen on this device stands until the server can answer again.
  const offlineUser = useMemo(
    () => (failed && isUnreachable(error) ? readLastUser() : null),
    [failed, error],
  );
  const isOffline = offlineUser !== null;
  const settled: AuthStatus | null = isPending
    ? null
    : isOffline || (!failed && data)
      ? 'signed-in'
      : 'signed-out';

  // Background refetches (window focus, other tabs) briefly report "pending" again; keeping the last
  // settled status avoids flashing the full-screen spinner and unmounting a half-typed form.
  const [status, setStatus] = useState<AuthStatus>('unknown');
  if (settled !== null && settled !== status) setStatus(settled);
  // The same for the user: while a check is in flight (e.g. when the connection returns) the user
  // stays who they were, so nothing that belongs to them (their offline queue) is put away meanwhile.
  const current = data ? data.user : isOffline ? offlineUser : null;
  const [user, setUser] = useState<SessionUser | null>(null);
  if (settled === 'signed-in' && current !== null && current !== user) setUser(current);
  if (settled === 'signed-out' && user !== null) setUser(null);

  useEffect(() => {
    if (isPending || (failed && isUnreachable(error))) return;
    writeLastUser(!failed && data ? data.user : null);
  }, [isPending, failed, error, data]);

  useEffect(() => {
    if (!failed || isOffline) return;
    toast.error(t('session.errorTitle'), { description: t('session.errorDescription') });
  }, [error, failed, isOffline, t]);

  useEffect(() => subscribeToAuthChanges(() => void refetch()), [refetch]);

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
