// The tag changes of the offline queue (tags and tags on tasks), each through its REST route's use case.
import { tags, taskTags } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { createTag } from './create-tag.js';
import { deleteTag } from './delete-tag.js';
import { tagTask } from './tag-task.js';
import { untagTask } from './untag-task.js';
import { updateTag } from './update-tag.js';

export const tagsSync: KindSync<'tags'> = {
  table: tags,
  handlers: {
    createTag: async (deps, user, change) => (await createTag(deps, user.id, change.input)).tag,
    updateTag: (deps, user, change) => updateTag(deps, user.id, change.tagId, change.input),
    deleteTag: (deps, user, change) => deleteTag(deps, user.id, change.tagId),
  },
};

export const taskTagsSync: KindSync<'task_tags'> = {
  table: taskTags,
  handlers: {
    tagTask: (deps, user, change) => tagTask(deps, user.id, change.taskId, change.tagId),
    untagTask: (deps, user, change) => untagTask(deps, user.id, change.taskId, change.tagId),
  },
};
