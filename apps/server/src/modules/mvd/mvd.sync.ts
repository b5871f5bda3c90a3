// The MVD changes of the offline queue, each through the use case of its REST route.
import { mvdTasks } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { addTaskToMvd } from './add-task-to-mvd.js';
import { planMvdTask } from './plan-mvd-task.js';
import { removeTaskFromMvd } from './remove-task-from-mvd.js';
import { reorderMvd } from './reorder-mvd.js';

export const mvdSync: KindSync<'mvd_tasks'> = {
  table: mvdTasks,
  handlers: {
    addToMvd: (deps, user, { kind: _kind, taskId, ...input }) => addTaskToMvd(deps, user.id, taskId, input),
    reorderMvd: (deps, user, change) => reorderMvd(deps, user.id, { taskIds: change.taskIds }),
    planMvdTask: (deps, user, change) =>
      planMvdTask(deps, user.id, change.taskId, { plannedFor: change.plannedFor }),
    removeFromMvd: (deps, user, change) => removeTaskFromMvd(deps, user.id, change.taskId),
  },
};
