import {
  createMicroTaskInputSchema,
  microTaskSchema,
  reorderMicroTasksInputSchema,
  updateMicroTaskInputSchema,
} from '@fokus/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Answer,
  defineOperation,
  idParamsSchema,
  routeOperation,
  type ApiOperation,
} from '../docs/api-operation.js';
import type { TasksDeps } from '../tasks/db-types.js';
import {
  createMicroTask,
  deleteMicroTask,
  listMicroTasks,
  reorderMicroTasks,
  updateMicroTask,
} from './micro-tasks.js';

const TAG = 'micro-tasks';
const microTaskOutSchema = microTaskSchema.extend({ version: z.number().int() });

export const microTaskOperations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/tasks/:id/micro-tasks',
    tag: TAG,
    summary: "A task's micro-tasks, in order",
    params: idParamsSchema,
    responses: { 200: { description: 'Micro-tasks', schema: z.array(microTaskOutSchema) } },
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
      201: { description: 'Created', schema: microTaskOutSchema },
      200: { description: 'Already created: the stored micro-task', schema: microTaskOutSchema },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    url: '/api/micro-tasks/:id',
    tag: TAG,
    summary: 'Rename, check or re-estimate a micro-task',
    params: idParamsSchema,
    body: updateMicroTaskInputSchema,
    responses: { 200: { description: 'The micro-task', schema: microTaskOutSchema } },
  }),
  reorder: defineOperation({
    method: 'PUT',
    url: '/api/tasks/:id/micro-tasks/order',
    tag: TAG,
    summary: "Reorder a task's micro-tasks (all of their ids, in the new order)",
    params: idParamsSchema,
    body: reorderMicroTasksInputSchema,
    responses: { 200: { description: 'Micro-tasks in the new order', schema: z.array(microTaskOutSchema) } },
  }),
  delete: defineOperation({
    method: 'DELETE',
    url: '/api/micro-tasks/:id',
    tag: TAG,
    summary: 'Delete a micro-task',
    params: idParamsSchema,
    responses: { 204: { description: 'Deleted' } },
  }),
} satisfies Record<string, ApiOperation>;

export async function microTasksRoutes(app: FastifyInstance, deps: TasksDeps): Promise<void> {
  const ops = microTaskOperations;
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
}
