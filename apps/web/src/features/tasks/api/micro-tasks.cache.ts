/** A task's micro-tasks in the query cache, overlaid with core's rule; answers replace the optimistic step. */
import type { MicroTask } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { microTaskKeys } from '@/data/query-keys';

/** Puts the server's copy of a step into its task's list. */
function storeStep(
  queryClient: Parameters<CacheAdapter<'micro_tasks'>['refresh']>[0],
  answer: unknown,
): void {
  const step = answer as MicroTask;
  queryClient.setQueryData<MicroTask[]>(microTaskKeys.list(step.taskId), (list) =>
    list?.map((item) => (item.id === step.id ? step : item)),
  );
}

/** The cache adapter of micro-tasks. */
export const microTasksCache: CacheAdapter<'micro_tasks'> = {
  roots: microTaskKeys.all,
  overlay: (queryClient, key, queue, author) => {
    const steps = queryClient.getQueryData<MicroTask[]>(key);
    if (steps)
      queryClient.setQueryData(
        key,
        kinds().micro_tasks.overlay.list(String(key[1]), steps, queue, author.id),
      );
  },
  storeAnswer: (queryClient, change, answer) => {
    if (change.kind === 'createMicroTask' || change.kind === 'updateMicroTask')
      storeStep(queryClient, answer);
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: microTaskKeys.all }),
  refusalKey: {
    createMicroTask: () => 'tasks:errors.microTaskCreate',
    updateMicroTask: () => 'tasks:errors.microTaskUpdate',
    reorderMicroTasks: () => 'tasks:errors.microTaskUpdate',
    deleteMicroTask: () => 'tasks:errors.microTaskDelete',
  },
};
