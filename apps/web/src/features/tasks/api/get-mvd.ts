import { mvdResponseSchema, type MvdResponse } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { mvdKey } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** Answer of `GET /api/mvd`. */
export type MvdList = MvdResponse;

/** `GET /api/mvd`: the minimum viable day (at most 3), as ids and entries in list order. */
export function getMvd(signal?: AbortSignal): Promise<MvdList> {
  return apiFetch('/api/mvd', mvdResponseSchema, { signal });
}

/** The MVD in list order (ids and entries: the day each is for, its place), with queued changes shown. */
export function useMvd() {
  return useQuery({
    queryKey: mvdKey,
    queryFn: async ({ signal }) => {
      const { value: mvd, queue } = await readWithPending(() => getMvd(signal));
      return queue.length === 0 ? mvd : kinds().mvd_tasks.overlay.list(mvd, queue);
    },
  });
}
