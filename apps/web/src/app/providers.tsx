import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
// Deep imports: the feature's barrel also holds the sign-in form, whose better-auth client loads on demand.
import { AuthProvider, useAuth } from '@/features/auth/hooks/auth-provider';
import { BUILD_ID } from '@/lib/pwa/build-id';
import { showQueuedChangesAfterRestore } from '@/data/cache';
import { registerCacheAdapters } from '@/data/cache-adapter';
import { usePersistedQueries } from '@/data/query-persist';
import type { PersistedQueryStore } from '@/data/query-persist-store';
import { CACHE_ADAPTERS } from './cache-adapters';

// Every synced kind's cache adapter, before any query or change runs.
registerCacheAdapters(CACHE_ADAPTERS);

interface ProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  /** Where the signed-in user's task data is kept for offline starts; none in tests. */
  queryStore?: PersistedQueryStore;
  children: ReactNode;
}

/** Restores and saves the signed-in user's queries; their screens wait until the restore is done. */
function PersistedQueries({
  queryClient,
  store,
  children,
}: {
  queryClient: QueryClient;
  store: PersistedQueryStore | undefined;
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  const isRestoring = usePersistedQueries({
    client: queryClient,
    store,
    userId: user?.id ?? null,
    isSignedOut: status === 'signed-out',
    buster: BUILD_ID,
    // Changes queued after the saved copy was written are shown on it too.
    onRestored: showQueuedChangesAfterRestore,
  });
  return <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>;
}

/** App-wide providers that do not depend on the route (the theme does, so it lives in RootLayout). */
export function Providers({ i18n, queryClient, queryStore, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <PersistedQueries queryClient={queryClient} store={queryStore}>
            {children}
          </PersistedQueries>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
