import { TASKS_REFETCH_ON_WINDOW_FOCUS, TASKS_STALE_TIME_MS } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';

/** One query client per app; the spec's cache rules (5 minutes fresh, no refetch on focus) are the defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TASKS_STALE_TIME_MS,
        refetchOnWindowFocus: TASKS_REFETCH_ON_WINDOW_FOCUS,
        retry: 1,
      },
    },
  });
}
