// The task changes of the offline queue, each through the use case of its REST route.
import { tasks } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { cancelDelegation } from '../delegation/cancel-delegation.js';
import { addComment } from './add-comment.js';
import { addTimeSpent } from './add-time-spent.js';
import { changeTaskStatus } from './change-task-status.js';
import { createTask } from './create-task.js';
import { deleteTask } from './delete-task.js';
import { removeTaskFiles } from './remove-task-files.js';
import { updateTask } from './update-task.js';

export const tasksSync: KindSync<'tasks'> = {
  table: tasks,
  handlers: {
    createTask: async (deps, user, change) => (await createTask(deps, user.id, change.input)).task,
    updateTask: (deps, user, change) => updateTask(deps, user.id, change.taskId, change.input),
    changeStatus: (deps, user, change) => changeTaskStatus(deps, user, change.taskId, change.input),
    addTime: (deps, user, change) => addTimeSpent(deps, user.id, change.taskId, { seconds: change.seconds }),
    addComment: (deps, user, change) => addComment(deps, user, change.taskId, change.input),
    cancelDelegation: (deps, user, change) => cancelDelegation(deps, user.id, change.taskId),
    deleteTask: (deps, user, change) => deleteTask(deps, user.id, change.taskId),
  },
  // After the commit, as with the REST routes: the task's reminder job follows its change, and a
  // deleted task's files go.
  afterCommit: {
    createTask: (deps, change) => deps.reminders.rescheduleTask(change.input.id),
    updateTask: (deps, change) => deps.reminders.rescheduleTask(change.taskId),
    changeStatus: (deps, change) => deps.reminders.rescheduleTask(change.taskId),
    deleteTask: async (deps, change, log) => {
      await deps.reminders.rescheduleTask(change.taskId);
      await removeTaskFiles(deps.files, change.taskId, log);
    },
  },
};
