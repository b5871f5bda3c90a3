import { mvdResponseSchema, type MvdResponse } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { mvdKey } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** Answer of `GET /api/mvd`. */
export type MvdList = MvdResponse;

/** `GET /api/mvd`: the ids of the minimum viable day (at most 3). */
export function getMvd(signal?: AbortSignal): Promise<MvdList> {
  return apiFetch('/api/mvd', mvdResponseSchema, { signal });
}

/** The MVD task ids, with queued changes shown. */
export function useMvd() {
  return useQuery({
    queryKey: mvdKey,
    queryFn: async ({ signal }) => {
      const { value: mvd, queue } = await readWithPending(() => getMvd(signal));
      return queue.length === 0 ? mvd : { taskIds: kinds().mvd_tasks.overlay.ids(mvd.taskIds, queue) };
    },
  });
}
