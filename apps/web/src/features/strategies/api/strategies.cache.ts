/** Strategies in the query cache: read-only so far, refetched when they change elsewhere. */
import type { CacheAdapter } from '@/data/cache-adapter';
import { strategiesKey } from '@/data/query-keys';

/** The cache adapter of strategies. */
export const strategiesCache: CacheAdapter<'strategies'> = {
  roots: strategiesKey,
  overlay: () => undefined,
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: strategiesKey }),
  refusalKey: {},
};
