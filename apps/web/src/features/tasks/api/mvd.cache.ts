/** The minimum viable day in the query cache: one list of entries in order, overlaid with core's rule. */
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { mvdKey } from '@/data/query-keys';
import type { MvdList } from './get-mvd';

/** The cache adapter of MVD entries. */
export const mvdCache: CacheAdapter<'mvd_tasks'> = {
  roots: mvdKey,
  overlay: (queryClient, key, queue) => {
    const list = queryClient.getQueryData<MvdList>(key);
    if (list) queryClient.setQueryData<MvdList>(key, kinds().mvd_tasks.overlay.list(list, queue));
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: mvdKey }),
  refusalKey: {
    addToMvd: () => 'tasks:errors.mvdAdd',
    removeFromMvd: () => 'tasks:errors.mvdRemove',
    reorderMvd: () => 'tasks:errors.mvdReorder',
    planMvdTask: () => 'tasks:errors.mvdPlan',
  },
};
