// The micro-task changes of the offline queue, each through the use case of its REST route.
import { microTasks } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { createMicroTask } from './create-micro-task.js';
import { deleteMicroTask } from './delete-micro-task.js';
import { reorderMicroTasks } from './reorder-micro-tasks.js';
import { updateMicroTask } from './update-micro-task.js';

export const microTasksSync: KindSync<'micro_tasks'> = {
  table: microTasks,
  handlers: {
    createMicroTask: async (deps, user, change) =>
      (await createMicroTask(deps, user.id, change.taskId, change.input)).microTask,
    updateMicroTask: (deps, user, change) => updateMicroTask(deps, user.id, change.microTaskId, change.input),
    reorderMicroTasks: (deps, user, change) =>
      reorderMicroTasks(deps, user.id, change.taskId, { ids: change.ids }),
    deleteMicroTask: (deps, user, change) => deleteMicroTask(deps, user.id, change.microTaskId),
  },
};
