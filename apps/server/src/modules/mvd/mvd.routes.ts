import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  defineOperation,
  routeOperation,
  taskIdParamsSchema,
  type ApiOperation,
} from '../docs/api-operation.js';
import type { TasksDeps } from '../tasks/db-types.js';
import { addTaskToMvd, listMvd, removeTaskFromMvd } from './mvd.js';

const TAG = 'mvd';

export const mvdOperations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/mvd',
    tag: TAG,
    summary: 'The task ids on the minimum viable day, in the order they were added',
    responses: { 200: { description: 'Task ids', schema: z.object({ taskIds: z.array(z.uuid()) }) } },
  }),
  add: defineOperation({
    method: 'PUT',
    url: '/api/mvd/:taskId',
    tag: TAG,
    summary: 'Put a task on the minimum viable day (at most 3)',
    params: taskIdParamsSchema,
    responses: {
      204: { description: 'On the list (also when it already was)' },
      409: { description: 'MVD_LIMIT_EXCEEDED: Minimum viable day can have maximum 3 tasks' },
    },
  }),
  remove: defineOperation({
    method: 'DELETE',
    url: '/api/mvd/:taskId',
    tag: TAG,
    summary: 'Take a task off the minimum viable day',
    params: taskIdParamsSchema,
    responses: { 204: { description: 'Off the list (also when it was not on it)' } },
  }),
} satisfies Record<string, ApiOperation>;

export async function mvdRoutes(app: FastifyInstance, deps: TasksDeps): Promise<void> {
  routeOperation(app, mvdOperations.list, ({ user }) => listMvd(deps, user.id));
  routeOperation(app, mvdOperations.add, async ({ user, params }) => {
    await addTaskToMvd(deps, user.id, params.taskId);
  });
  routeOperation(app, mvdOperations.remove, async ({ user, params }) => {
    await removeTaskFromMvd(deps, user.id, params.taskId);
  });
}
