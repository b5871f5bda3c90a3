import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider, useAuth } from '@/features/auth';
import { showQueuedChangesAfterRestore } from '@/features/tasks';
import { BUILD_ID } from '@/lib/pwa/build-id';
import { usePersistedQueries } from '@/lib/query-persist';
import type { PersistedQueryStore } from '@/lib/query-persist-store';

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
            <TooltipProvider>{children}</TooltipProvider>
          </PersistedQueries>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
