// One synced change → the use case its REST route calls, with the answer body that route sends.
import type { SyncChange } from '@fokus/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { microTasks, taskNotifications, tasks } from '@fokus/db';
import type { AuthUser } from '../../plugins/auth.js';
import {
  createMicroTask,
  deleteMicroTask,
  reorderMicroTasks,
  updateMicroTask,
} from '../micro-tasks/micro-tasks.js';
import { addTaskToMvd, removeTaskFromMvd } from '../mvd/mvd.js';
import { markNotificationRead, markTaskNotificationsRead } from '../notifications/notifications.js';
import { addComment } from '../tasks/add-comment.js';
import { addTimeSpent } from '../tasks/add-time-spent.js';
import { changeTaskStatus } from '../tasks/change-task-status.js';
import { createTask } from '../tasks/create-task.js';
import type { Queryable, TasksDeps } from '../tasks/db-types.js';
import { deleteTask } from '../tasks/delete-task.js';
import { updateTask } from '../tasks/update-task.js';

export type SyncUser = Pick<AuthUser, 'id' | 'name' | 'email'>;

/**
 * Runs a change through the same use case as its REST route and returns what that route answers
 * (undefined for a bodiless 204). A repeated create answers the stored row, as the route does.
 */
export async function runChange(deps: TasksDeps, user: SyncUser, change: SyncChange): Promise<unknown> {
  switch (change.kind) {
    case 'createTask':
      return (await createTask(deps, user.id, change.input)).task;
    case 'updateTask':
      return updateTask(deps, user.id, change.taskId, change.input);
    case 'changeStatus':
      return changeTaskStatus(deps, user, change.taskId, change.input);
    case 'addTime':
      return addTimeSpent(deps, user.id, change.taskId, { seconds: change.seconds });
    case 'addComment':
      return addComment(deps, user, change.taskId, change.input);
    case 'deleteTask':
      return deleteTask(deps, user.id, change.taskId);
    case 'addToMvd':
      return addTaskToMvd(deps, user.id, change.taskId);
    case 'removeFromMvd':
      return removeTaskFromMvd(deps, user.id, change.taskId);
    case 'createMicroTask':
      return (await createMicroTask(deps, user.id, change.taskId, change.input)).microTask;
    case 'updateMicroTask':
      return updateMicroTask(deps, user.id, change.microTaskId, change.input);
    case 'reorderMicroTasks':
      return reorderMicroTasks(deps, user.id, change.taskId, { ids: change.ids });
    case 'deleteMicroTask':
      return deleteMicroTask(deps, user.id, change.microTaskId);
    case 'markNotificationRead':
      return markNotificationRead(deps, user.id, change.notificationId);
    case 'markTaskNotificationsRead':
      return markTaskNotificationsRead(deps, user.id, change.taskId);
  }
}

/** Changes whose goal is that a row is gone: if it already is, the goal holds. */
export function isDeletion(change: SyncChange): boolean {
  return change.kind === 'deleteTask' || change.kind === 'deleteMicroTask' || change.kind === 'removeFromMvd';
}

/**
 * True when the row a change's 404 was about is a tombstone of this user: the change can never
 * succeed (or, for a deletion, already holds). Someone else's row, deleted or not, answers false,
 * exactly like a row that does not exist (yet).
 */
export async function isOwnTombstone(db: Queryable, userId: string, change: SyncChange): Promise<boolean> {
  const gone = async (table: typeof tasks | typeof microTasks | typeof taskNotifications, id: string) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.userId, userId), isNotNull(table.deletedAt)));
    return rows.length > 0;
  };
  switch (change.kind) {
    case 'createTask':
      return false;
    case 'updateMicroTask':
    case 'deleteMicroTask':
      return gone(microTasks, change.microTaskId);
    case 'markNotificationRead':
      return gone(taskNotifications, change.notificationId);
    default:
      // Every other change names its task (a micro-task create names its parent).
      return gone(tasks, change.taskId);
  }
}
