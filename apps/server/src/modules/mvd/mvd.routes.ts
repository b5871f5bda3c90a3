import { mvdResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation, taskIdParamsSchema } from '../../shared/api-operation.js';
import { addTaskToMvd } from './add-task-to-mvd.js';
import { listMvd } from './list-mvd.js';
import { removeTaskFromMvd } from './remove-task-from-mvd.js';

const TAG = 'mvd';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/mvd',
    tag: TAG,
    summary: 'The task ids on the minimum viable day, in the order they were added',
    responses: { 200: { description: 'Task ids', schema: mvdResponseSchema } },
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
};

export const mvdModule = defineModule({
  name: 'mvd',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listMvd(deps, user.id));
    routeOperation(app, operations.add, async ({ user, params }) => {
      await addTaskToMvd(deps, user.id, params.taskId);
    });
    routeOperation(app, operations.remove, async ({ user, params }) => {
      await removeTaskFromMvd(deps, user.id, params.taskId);
    });
  },
});
