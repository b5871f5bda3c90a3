import { strategyListResponseSchema, type Strategy } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { strategiesKey } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/strategies`: by priority, highest first. */
export function getStrategies(signal?: AbortSignal): Promise<Strategy[]> {
  return apiFetch('/api/strategies', strategyListResponseSchema, { signal });
}

/** The person's strategies, highest priority first, with queued changes shown. */
export function useStrategies() {
  return useQuery({
    queryKey: strategiesKey,
    queryFn: async ({ signal }) => {
      const { value, queue, author } = await readWithPending(() => getStrategies(signal));
      return queue.length === 0 ? value : kinds().strategies.overlay.list(value, queue, author.id);
    },
  });
}
