import { overlayMvd } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { readWithPending } from './pending';
import { mvdKey } from './query-keys';

/** Answer of `GET /api/mvd`. */
export interface MvdList {
  taskIds: string[];
}

/** `GET /api/mvd`: the ids of the minimum viable day (at most 3). */
export function getMvd(signal?: AbortSignal): Promise<MvdList> {
  return apiFetch<MvdList>('/api/mvd', { signal });
}

/** The MVD task ids, with queued changes shown. */
export function useMvd() {
  return useQuery({
    queryKey: mvdKey,
    queryFn: async ({ signal }) => {
      const { value: mvd, queue } = await readWithPending(() => getMvd(signal));
      return { taskIds: overlayMvd(mvd.taskIds, queue) };
    },
  });
}
