import {
  addToMvdInputSchema,
  mvdResponseSchema,
  planMvdTaskInputSchema,
  reorderMvdInputSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation, taskIdParamsSchema } from '../../shared/api-operation.js';
import { addTaskToMvd } from './add-task-to-mvd.js';
import { listMvd } from './list-mvd.js';
import { planMvdTask } from './plan-mvd-task.js';
import { removeTaskFromMvd } from './remove-task-from-mvd.js';
import { reorderMvd } from './reorder-mvd.js';

const TAG = 'mvd';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/mvd',
    tag: TAG,
    summary: 'The minimum viable day in its order: task ids and entries (day planned for, place)',
    responses: { 200: { description: 'Task ids and entries', schema: mvdResponseSchema } },
  }),
  add: defineOperation({
    method: 'PUT',
    url: '/api/mvd/:taskId',
    tag: TAG,
    summary: 'Put a task on the minimum viable day (at most 3), for a day and at a place',
    params: taskIdParamsSchema,
    body: addToMvdInputSchema,
    responses: {
      204: { description: 'On the list (also when it already was)' },
      409: { description: 'MVD_LIMIT_EXCEEDED: Minimum viable day can have maximum 3 tasks' },
    },
  }),
  reorder: defineOperation({
    method: 'PUT',
    url: '/api/mvd/order',
    tag: TAG,
    summary: 'Put the minimum viable day in a new order (the named tasks first, in the order given)',
    body: reorderMvdInputSchema,
    responses: { 204: { description: 'Reordered' } },
  }),
  plan: defineOperation({
    method: 'PATCH',
    url: '/api/mvd/:taskId',
    tag: TAG,
    summary: 'Keep a task of the minimum viable day for another day',
    params: taskIdParamsSchema,
    body: planMvdTaskInputSchema,
    responses: { 204: { description: 'Kept for that day' } },
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
    routeOperation(app, operations.add, async ({ user, params, body }) => {
      await addTaskToMvd(deps, user.id, params.taskId, body);
    });
    routeOperation(app, operations.reorder, async ({ user, body }) => {
      await reorderMvd(deps, user.id, body);
    });
    routeOperation(app, operations.plan, async ({ user, params, body }) => {
      await planMvdTask(deps, user.id, params.taskId, body);
    });
    routeOperation(app, operations.remove, async ({ user, params }) => {
      await removeTaskFromMvd(deps, user.id, params.taskId);
    });
  },
});
