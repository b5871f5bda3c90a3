import { taskNotificationSchema } from '@fokus/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation, idParamsSchema, routeOperation, type ApiOperation } from '../docs/api-operation.js';
import type { TasksDeps } from '../tasks/db-types.js';
import { listNotifications, markNotificationRead, markTaskNotificationsRead } from './notifications.js';

const TAG = 'notifications';

export const notificationOperations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/notifications',
    tag: TAG,
    summary: 'Task notifications, newest first (at most 200)',
    query: z.object({ unread: z.enum(['true', 'false']).default('false') }),
    responses: {
      200: {
        description: 'Notifications',
        schema: z.array(
          taskNotificationSchema.extend({ readAt: z.iso.datetime({ offset: true }).nullable() }),
        ),
      },
    },
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
} satisfies Record<string, ApiOperation>;

export async function notificationsRoutes(app: FastifyInstance, deps: TasksDeps): Promise<void> {
  const ops = notificationOperations;
  routeOperation(app, ops.list, ({ user, query }) =>
    listNotifications(deps, user.id, { unread: query.unread === 'true' }),
  );
  routeOperation(app, ops.read, async ({ user, params }) => {
    await markNotificationRead(deps, user.id, params.id);
  });
  routeOperation(app, ops.readTask, async ({ user, params }) => {
    await markTaskNotificationsRead(deps, user.id, params.id);
  });
}
