import { and, eq, isNull } from 'drizzle-orm';
import { tags, taskTags } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findOwnedTag } from './find-owned-tag.js';

/** Deletes the user's tag as a tombstone, and takes it off every task, in one transaction. */
export async function deleteTag(deps: TasksDeps, userId: string, tagId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await findOwnedTag(tx, userId, tagId, { forUpdate: true });
    await tx.update(tags).set({ deletedAt: now }).where(eq(tags.id, tagId));
    await tx
      .update(taskTags)
      .set({ deletedAt: now })
      .where(and(eq(taskTags.tagId, tagId), eq(taskTags.userId, userId), isNull(taskTags.deletedAt)));
  });
}
