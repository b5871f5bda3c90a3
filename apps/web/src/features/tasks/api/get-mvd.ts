import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mvdKey } from './query-keys';

/** Answer of `GET /api/mvd`. */
export interface MvdList {
  taskIds: string[];
}

/** `GET /api/mvd`: the ids of the minimum viable day (at most 3). */
export function getMvd(signal?: AbortSignal): Promise<MvdList> {
  return apiFetch<MvdList>('/api/mvd', { signal });
}

/** The MVD task ids. */
export function useMvd() {
  return useQuery({ queryKey: mvdKey, queryFn: ({ signal }) => getMvd(signal) });
}
