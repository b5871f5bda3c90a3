// The MVD changes of the offline queue, each through the use case of its REST route.
import { mvdTasks } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { addTaskToMvd } from './add-task-to-mvd.js';
import { removeTaskFromMvd } from './remove-task-from-mvd.js';

export const mvdSync: KindSync<'mvd_tasks'> = {
  table: mvdTasks,
  handlers: {
    addToMvd: (deps, user, change) => addTaskToMvd(deps, user.id, change.taskId),
    removeFromMvd: (deps, user, change) => removeTaskFromMvd(deps, user.id, change.taskId),
  },
};
