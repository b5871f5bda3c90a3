import { taskNotificationListResponseSchema } from '@fokus/core';
import { z } from 'zod';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { listNotifications } from './list-notifications.js';
import { markNotificationRead } from './mark-notification-read.js';
import { markTaskNotificationsRead } from './mark-task-notifications-read.js';

const TAG = 'notifications';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/notifications',
    tag: TAG,
    summary: 'Task notifications, newest first (at most 200)',
    query: z.object({ unread: z.enum(['true', 'false']).default('false') }),
    responses: { 200: { description: 'Notifications', schema: taskNotificationListResponseSchema } },
  }),
  read: defineOperation({
    method: 'POST',
    url: '/api/notifications/:id/read',
    tag: TAG,
    summary: 'Mark a notification read',
    params: idParamsSchema,
    responses: { 204: { description: 'Read' } },
  }),
  readTask: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/notifications/read',
    tag: TAG,
    summary: "Mark all of a task's notifications read",
    params: idParamsSchema,
    responses: { 204: { description: 'Read' } },
  }),
};

export const notificationsModule = defineModule({
  name: 'notifications',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user, query }) =>
      listNotifications(deps, user.id, { unread: query.unread === 'true' }),
    );
    routeOperation(app, operations.read, async ({ user, params }) => {
      await markNotificationRead(deps, user.id, params.id);
    });
    routeOperation(app, operations.readTask, async ({ user, params }) => {
      await markTaskNotificationsRead(deps, user.id, params.id);
    });
  },
});
