import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadOfflineLayer, needsOfflineLayer } from '@/data/operations';
import { followManifestLanguage, registerServiceWorker, reloadOnStaleChunk } from '@/lib/pwa';
import { createQueryClient } from '@/data/query-client';
import { createIndexedDbQueryStore } from '@/data/query-persist-store';
import { startSessionCheck } from '@/features/auth/api/get-session';
import { ErrorBoundary } from './app/error-boundary';
import { createAppI18n, loadStartLanguage } from './app/i18n';
import { Providers } from './app/providers';
import { AppRoutes, preloadStartScreen } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Before any screen loads on demand: a chunk of an older deploy that is gone reloads the page once.
reloadOnStaleChunk();
// The offline shell only for built apps; in `vite dev` a worker would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

// The first requests go out now, not after the first render: the session check, the task screen
// when the page opens on it, and opening the device's saved query cache (read once the session names
// the user).
startSessionCheck();
preloadStartScreen(window.location.pathname);
const queryStore = createIndexedDbQueryStore(globalThis.indexedDB, { openNow: true });

function render(root: HTMLElement): void {
  const i18n = createAppI18n();
  followManifestLanguage(i18n);
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={i18n} queryClient={createQueryClient()} queryStore={queryStore}>
        {/* Outer net for failures above the routes; RootLayout has the per-page boundary. */}
        <ErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </Providers>
    </StrictMode>,
  );
}

// What the first render needs beyond the bundle: the English texts when the interface starts in
// English, and the offline queue when this device keeps changes not yet sent (they are shown on top of
// everything the server answers). Usually neither, and the app renders at once.
const needed = [
  loadStartLanguage(),
  needsOfflineLayer(window.localStorage) ? loadOfflineLayer() : null,
].filter((step) => step !== null);
if (needed.length === 0) render(container);
else
  void Promise.all(needed).then(
    () => render(container),
    // A part that failed to load is loaded again where it is used; the app still starts.
    () => render(container),
  );
