import type { Strategy } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { strategiesKey } from './query-keys';

/** `GET /api/strategies`: by priority, highest first. */
export function getStrategies(signal?: AbortSignal): Promise<Strategy[]> {
  return apiFetch<Strategy[]>('/api/strategies', { signal });
}

/** The user's strategies (read-only here; their screen is a later issue). */
export function useStrategies() {
  return useQuery({ queryKey: strategiesKey, queryFn: ({ signal }) => getStrategies(signal) });
}
