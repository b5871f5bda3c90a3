/** Strategies in the query cache, overlaid with core's rules; refetched when they change elsewhere. */
import type { Strategy } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { strategiesKey } from '@/data/query-keys';

/** The cache adapter of strategies. */
export const strategiesCache: CacheAdapter<'strategies'> = {
  roots: strategiesKey,
  overlay: (queryClient, key, queue, author) => {
    const strategies = queryClient.getQueryData<Strategy[]>(key);
    if (strategies)
      queryClient.setQueryData(key, kinds().strategies.overlay.list(strategies, queue, author.id));
  },
  storeAnswer: (queryClient, change, answer) => {
    if (change.kind === 'deleteStrategy') return;
    const strategy = answer as Strategy;
    queryClient.setQueryData<Strategy[]>(strategiesKey, (strategies) =>
      strategies?.map((item) => (item.id === strategy.id ? strategy : item)),
    );
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: strategiesKey }),
  refusalKey: {
    createStrategy: () => 'strategies:errors.create',
    updateStrategy: () => 'strategies:errors.update',
    deleteStrategy: () => 'strategies:errors.delete',
  },
};
