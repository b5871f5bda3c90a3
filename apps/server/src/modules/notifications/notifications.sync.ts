// The notification changes of the offline queue, each through the use case of its REST route.
import { taskNotifications } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { markNotificationRead } from './mark-notification-read.js';
import { markTaskNotificationsRead } from './mark-task-notifications-read.js';

export const notificationsSync: KindSync<'task_notifications'> = {
  table: taskNotifications,
  handlers: {
    markNotificationRead: (deps, user, change) => markNotificationRead(deps, user.id, change.notificationId),
    markTaskNotificationsRead: (deps, user, change) =>
      markTaskNotificationsRead(deps, user.id, change.taskId),
  },
};
