import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { followManifestLanguage, registerServiceWorker, reloadOnStaleChunk } from '@/lib/pwa';
import { createQueryClient } from '@/lib/query-client';
import { createIndexedDbQueryStore } from '@/lib/query-persist-store';
import { ErrorBoundary } from './app/error-boundary';
import { createAppI18n } from './app/i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Before any screen loads on demand: a chunk of an older deploy that is gone reloads the page once.
reloadOnStaleChunk();
// The offline shell only for built apps; in `vite dev` a worker would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

const i18n = createAppI18n();
followManifestLanguage(i18n);

createRoot(container).render(
  <StrictMode>
    <Providers i18n={i18n} queryClient={createQueryClient()} queryStore={createIndexedDbQueryStore()}>
      {/* Outer net for failures above the routes; RootLayout has the per-page boundary. */}
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
