import {
  createMicroTaskInputSchema,
  microTaskListResponseSchema,
  microTaskResponseSchema,
  reorderMicroTasksInputSchema,
  updateMicroTaskInputSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { createMicroTask } from './create-micro-task.js';
import { deleteMicroTask } from './delete-micro-task.js';
import { listMicroTasks } from './list-micro-tasks.js';
import { reorderMicroTasks } from './reorder-micro-tasks.js';
import { updateMicroTask } from './update-micro-task.js';

const TAG = 'micro-tasks';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/tasks/:id/micro-tasks',
    tag: TAG,
    summary: "A task's micro-tasks, in order",
    params: idParamsSchema,
    responses: { 200: { description: 'Micro-tasks', schema: microTaskListResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/micro-tasks',
    tag: TAG,
    summary: 'Add a micro-task (client-generated id; a repeated create is a no-op)',
    params: idParamsSchema,
    body: createMicroTaskInputSchema,
    status: 201,
    responses: {
      201: { description: 'Created', schema: microTaskResponseSchema },
      200: { description: 'Already created: the stored micro-task', schema: microTaskResponseSchema },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    url: '/api/micro-tasks/:id',
    tag: TAG,
    summary: 'Rename, check or re-estimate a micro-task',
    params: idParamsSchema,
    body: updateMicroTaskInputSchema,
    responses: { 200: { description: 'The micro-task', schema: microTaskResponseSchema } },
  }),
  reorder: defineOperation({
    method: 'PUT',
    url: '/api/tasks/:id/micro-tasks/order',
    tag: TAG,
    summary: "Reorder a task's micro-tasks (all of their ids, in the new order)",
    params: idParamsSchema,
    body: reorderMicroTasksInputSchema,
    responses: { 200: { description: 'Micro-tasks in the new order', schema: microTaskListResponseSchema } },
  }),
  delete: defineOperation({
    method: 'DELETE',
    url: '/api/micro-tasks/:id',
    tag: TAG,
    summary: 'Delete a micro-task',
    params: idParamsSchema,
    responses: { 204: { description: 'Deleted' } },
  }),
};

export const microTasksModule = defineModule({
  name: 'micro-tasks',
  operations,
  async register(app, deps) {
    const ops = operations;
    routeOperation(app, ops.list, ({ user, params }) => listMicroTasks(deps, user.id, params.id));
    routeOperation(app, ops.create, async ({ user, params, body }) => {
      const { microTask, created } = await createMicroTask(deps, user.id, params.id, body);
      return created ? microTask : new Answer(200, microTask);
    });
    routeOperation(app, ops.update, ({ user, params, body }) =>
      updateMicroTask(deps, user.id, params.id, body),
    );
    routeOperation(app, ops.reorder, ({ user, params, body }) =>
      reorderMicroTasks(deps, user.id, params.id, body),
    );
    routeOperation(app, ops.delete, async ({ user, params }) => {
      await deleteMicroTask(deps, user.id, params.id);
    });
  },
});
