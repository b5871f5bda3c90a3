import {
  addCommentInputSchema,
  addTimeSpentInputSchema,
  changeTaskStatusInputSchema,
  changeTaskStatusResponseSchema,
  createTaskInputSchema,
  listTasksResponseSchema,
  taskResponseSchema,
  updateTaskInputSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { addComment } from './add-comment.js';
import { addTimeSpent } from './add-time-spent.js';
import { changeTaskStatus } from './change-task-status.js';
import { createTask } from './create-task.js';
import { deleteTask } from './delete-task.js';
import { getTask } from './get-task.js';
import { listTasks, listTasksQuerySchema } from './list-tasks.js';
import { removeTaskFiles } from './remove-task-files.js';
import { updateTask } from './update-task.js';

const TAG = 'tasks';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/tasks',
    tag: TAG,
    summary: 'List tasks of a view with filters, or (with `since`) the changes after a version',
    query: listTasksQuerySchema,
    responses: {
      200: {
        description: 'Tasks, the current version and, with `since`, tombstones',
        schema: listTasksResponseSchema,
      },
    },
  }),
  get: defineOperation({
    method: 'GET',
    url: '/api/tasks/:id',
    tag: TAG,
    summary: 'One task',
    params: idParamsSchema,
    responses: { 200: { description: 'The task', schema: taskResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/tasks',
    tag: TAG,
    summary: 'Create a task with a client-generated id (a repeated create is a no-op)',
    body: createTaskInputSchema,
    status: 201,
    responses: {
      201: { description: 'Created', schema: taskResponseSchema },
      200: {
        description: 'Already created by this user: the stored task, unchanged',
        schema: taskResponseSchema,
      },
      409: { description: 'The id is used by a deleted task or is not available' },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    url: '/api/tasks/:id',
    tag: TAG,
    summary: 'Edit fields of a task (a TipTap JSON description is sanitized before storing)',
    params: idParamsSchema,
    body: updateTaskInputSchema,
    responses: { 200: { description: 'The edited task', schema: taskResponseSchema } },
  }),
  changeStatus: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/status',
    tag: TAG,
    summary: 'Change the status with core transitions and time accounting',
    params: idParamsSchema,
    body: changeTaskStatusInputSchema,
    responses: {
      200: {
        description: 'The task, the status notification (null if unchanged), whether it left the MVD list',
        schema: changeTaskStatusResponseSchema,
      },
    },
  }),
  addTime: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/time',
    tag: TAG,
    summary: 'Add reported time (the added seconds only)',
    params: idParamsSchema,
    body: addTimeSpentInputSchema,
    responses: { 200: { description: 'The task', schema: taskResponseSchema } },
  }),
  addComment: defineOperation({
    method: 'POST',
    url: '/api/tasks/:id/comments',
    tag: TAG,
    summary: 'Add a comment',
    params: idParamsSchema,
    body: addCommentInputSchema,
    responses: { 201: { description: 'The task with the new comment', schema: taskResponseSchema } },
  }),
  delete: defineOperation({
    method: 'DELETE',
    url: '/api/tasks/:id',
    tag: TAG,
    summary: 'Delete a task with its micro-tasks, MVD entry and notifications',
    params: idParamsSchema,
    responses: { 204: { description: 'Deleted' } },
  }),
};

export const tasksModule = defineModule({
  name: 'tasks',
  operations,
  async register(app, deps) {
    const ops = operations;
    routeOperation(app, ops.list, ({ user, query }) => listTasks(deps, user.id, query));
    routeOperation(app, ops.get, ({ user, params }) => getTask(deps, user.id, params.id));
    // Each change of a task's time, reminder or status stores (or cancels) its reminder job after it
    // has committed, as /api/sync does (tasks.sync.ts).
    routeOperation(app, ops.create, async ({ user, body }) => {
      const { task, created } = await createTask(deps, user.id, body);
      await deps.reminders.rescheduleTask(task.id);
      return created ? task : new Answer(200, task);
    });
    routeOperation(app, ops.update, async ({ user, params, body }) => {
      const task = await updateTask(deps, user.id, params.id, body);
      await deps.reminders.rescheduleTask(task.id);
      return task;
    });
    routeOperation(app, ops.changeStatus, async ({ user, params, body }) => {
      const answer = await changeTaskStatus(deps, user, params.id, body);
      await deps.reminders.rescheduleTask(params.id);
      return answer;
    });
    routeOperation(app, ops.addTime, ({ user, params, body }) =>
      addTimeSpent(deps, user.id, params.id, body),
    );
    routeOperation(app, ops.addComment, ({ user, params, body }) => addComment(deps, user, params.id, body));
    routeOperation(app, ops.delete, async ({ user, params, request }) => {
      await deleteTask(deps, user.id, params.id);
      await deps.reminders.rescheduleTask(params.id);
      await removeTaskFiles(deps.files, params.id, request.log);
    });
  },
});
