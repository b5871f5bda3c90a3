import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { ErrorBoundary } from './app/error-boundary';
import { createAppI18n } from './app/i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers i18n={createAppI18n()} queryClient={createQueryClient()}>
      {/* Outer net for failures above the routes; RootLayout has the per-page boundary. */}
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
