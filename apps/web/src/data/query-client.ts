import { TASKS_REFETCH_ON_WINDOW_FOCUS, TASKS_STALE_TIME_MS } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS } from './query-persist';

/**
 * One query client per app; the spec's cache rules (5 minutes fresh, no refetch on focus) are the
 * defaults. Fetches pause while the browser is offline (TanStack's default network mode), so cached
 * data stays on screen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TASKS_STALE_TIME_MS,
        refetchOnWindowFocus: TASKS_REFETCH_ON_WINDOW_FOCUS,
        retry: 1,
        // The device copy is written from memory: a query dropped from memory sooner than the copy
        // expires would vanish from the copy too, and with it from the next offline start.
        gcTime: PERSIST_MAX_AGE_MS,
      },
    },
  });
}
