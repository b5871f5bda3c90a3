import { strategyListResponseSchema, type Strategy } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { strategiesKey } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/strategies`: by priority, highest first. */
export function getStrategies(signal?: AbortSignal): Promise<Strategy[]> {
  return apiFetch('/api/strategies', strategyListResponseSchema, { signal });
}

/** The user's strategies (read-only here; their screen is a later issue). */
export function useStrategies() {
  return useQuery({ queryKey: strategiesKey, queryFn: ({ signal }) => getStrategies(signal) });
}
