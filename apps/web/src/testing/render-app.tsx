import type { Language } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createAppI18n } from '@/app/i18n';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/routes';

/** Shows the router's current path, so tests can assert where a redirect landed. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** The current path of the app under test. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

interface RenderAppOptions {
  language?: Language;
  /** Extra elements inside the providers, e.g. a component under test. */
  children?: ReactNode;
}

/** Renders the whole app at `path` with real providers and routes; the network is whatever fetch does. */
export function renderApp(path: string, { language = 'ru', children }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createAppI18n(language);
  const user = userEvent.setup();
  const result = render(
    <Providers i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
        {children}
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user, i18n, queryClient };
}
