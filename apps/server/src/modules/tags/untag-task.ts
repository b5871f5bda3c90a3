import { taskTagId } from '@fokus/core';
import { and, eq, isNull } from 'drizzle-orm';
import { taskTags } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';

/** Takes a tag off the user's task (nothing changes if it is not there). */
export async function untagTask(
  deps: TasksDeps,
  userId: string,
  taskId: string,
  tagId: string,
): Promise<void> {
  await findOwnedTask(deps.db, userId, taskId);
  await deps.db
    .update(taskTags)
    .set({ deletedAt: deps.now() })
    .where(
      and(eq(taskTags.id, taskTagId(taskId, tagId)), eq(taskTags.userId, userId), isNull(taskTags.deletedAt)),
    );
}
