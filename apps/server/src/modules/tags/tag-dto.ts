// Tags and their links as the API answers them.
import type { Tag, TagColor, TaskTag } from '@fokus/core';
import type { tags, taskTags } from '@fokus/db';

export function toTag(row: typeof tags.$inferSelect): Tag {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    color: row.color as TagColor,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export function toTaskTag(
  row: Pick<typeof taskTags.$inferSelect, 'id' | 'taskId' | 'tagId' | 'version'>,
): TaskTag {
  return { id: row.id, taskId: row.taskId, tagId: row.tagId, version: row.version };
}
