import { DomainError, taskTagId, type TaskTag } from '@fokus/core';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { tags, taskTags } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { findOwnedTag } from './find-owned-tag.js';
import { toTaskTag } from './tag-dto.js';

/**
 * Puts the user's tag on the user's task (nothing changes if it is there). The link's id is the
 * pair's (`taskTagId`), so a tag put back after being taken off revives its row. A tag id of another
 * user is refused (400); a tag that does not exist yet is a 404, as a row still on its way.
 */
export async function tagTask(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  tagId: string,
): Promise<TaskTag> {
  return deps.db.transaction(async (tx) => {
    await findOwnedTask(tx, userId, taskId);
    const [foreign] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.id, tagId), ne(tags.userId, userId)));
    if (foreign) throw new DomainError('VALIDATION_ERROR', undefined, 'tagId: Tag not found');
    await findOwnedTag(tx, userId, tagId);
    const id = taskTagId(taskId, tagId);
    const [row] = await tx
      .insert(taskTags)
      .values({ id, taskId, tagId, userId })
      .onConflictDoUpdate({
        target: taskTags.id,
        set: { deletedAt: null },
        // Only a tombstone of this user's own link comes back; a live one stays untouched.
        setWhere: and(eq(taskTags.userId, userId), isNotNull(taskTags.deletedAt)),
      })
      .returning();
    if (row) return toTaskTag(row);
    const [live] = await tx
      .select()
      .from(taskTags)
      .where(and(eq(taskTags.id, id), eq(taskTags.userId, userId), sql`${taskTags.deletedAt} is null`));
    if (!live) throw new DomainError('CONFLICT', undefined, 'This link id is already in use');
    return toTaskTag(live);
  });
}
