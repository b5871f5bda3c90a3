import {
  createTagInputSchema,
  tagListResponseSchema,
  tagSchema,
  taskTagListResponseSchema,
  taskTagSchema,
  updateTagInputSchema,
} from '@fokus/core';
import { z } from 'zod';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { createTag } from './create-tag.js';
import { deleteTag } from './delete-tag.js';
import { listTaskTags } from './list-task-tags.js';
import { listTags } from './list-tags.js';
import { tagTask } from './tag-task.js';
import { untagTask } from './untag-task.js';
import { updateTag } from './update-tag.js';

const TAG = 'tags';
const taskTagParamsSchema = z.object({ taskId: z.uuid(), tagId: z.uuid() });

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/tags',
    tag: TAG,
    summary: "The user's tags, by name",
    responses: { 200: { description: 'Tags', schema: tagListResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/tags',
    tag: TAG,
    summary: 'Create a tag with a client-generated id (a repeated create is a no-op)',
    body: createTagInputSchema,
    status: 201,
    responses: {
      201: { description: 'Created', schema: tagSchema },
      200: { description: 'Already created by this user: the stored tag, unchanged', schema: tagSchema },
      409: { description: 'TAG_NAME_TAKEN: a live tag has this name; CONFLICT: the id is not available' },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    url: '/api/tags/:id',
    tag: TAG,
    summary: 'Rename or recolour a tag',
    params: idParamsSchema,
    body: updateTagInputSchema,
    responses: {
      200: { description: 'The tag', schema: tagSchema },
      409: { description: 'TAG_NAME_TAKEN: another live tag has this name' },
    },
  }),
  delete: defineOperation({
    method: 'DELETE',
    url: '/api/tags/:id',
    tag: TAG,
    summary: 'Delete a tag; it leaves every task it was on, the tasks stay',
    params: idParamsSchema,
    responses: { 204: { description: 'Deleted' } },
  }),
  listOnTasks: defineOperation({
    method: 'GET',
    url: '/api/task-tags',
    tag: TAG,
    summary: 'Every tag on every task of the user, as (task, tag) links',
    responses: { 200: { description: 'Links', schema: taskTagListResponseSchema } },
  }),
  tagTask: defineOperation({
    method: 'PUT',
    url: '/api/tasks/:taskId/tags/:tagId',
    tag: TAG,
    summary: 'Put a tag on a task (idempotent)',
    params: taskTagParamsSchema,
    responses: {
      200: { description: 'The link', schema: taskTagSchema },
      400: { description: "VALIDATION_ERROR: the tag is someone else's" },
    },
  }),
  untagTask: defineOperation({
    method: 'DELETE',
    url: '/api/tasks/:taskId/tags/:tagId',
    tag: TAG,
    summary: 'Take a tag off a task (idempotent)',
    params: taskTagParamsSchema,
    responses: { 204: { description: 'Taken off, or was not on it' } },
  }),
};

export const tagsModule = defineModule({
  name: 'tags',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listTags(deps, user.id));
    routeOperation(app, operations.create, async ({ user, body }) => {
      const { tag, created } = await createTag(deps, user.id, body);
      return created ? tag : new Answer(200, tag);
    });
    routeOperation(app, operations.update, ({ user, params, body }) =>
      updateTag(deps, user.id, params.id, body),
    );
    routeOperation(app, operations.delete, async ({ user, params }) => {
      await deleteTag(deps, user.id, params.id);
    });
    routeOperation(app, operations.listOnTasks, ({ user }) => listTaskTags(deps, user.id));
    routeOperation(app, operations.tagTask, ({ user, params }) =>
      tagTask(deps, user.id, params.taskId, params.tagId),
    );
    routeOperation(app, operations.untagTask, async ({ user, params }) => {
      await untagTask(deps, user.id, params.taskId, params.tagId);
    });
  },
});
