import type { TaskTag } from '@fokus/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tags, tasks, taskTags } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toTaskTag } from './tag-dto.js';

/** Every live tag on every live task of the user. */
export async function listTaskTags(deps: TasksDeps, userId: string): Promise<TaskTag[]> {
  const rows = await deps.db
    .select({ id: taskTags.id, taskId: taskTags.taskId, tagId: taskTags.tagId, version: taskTags.version })
    .from(taskTags)
    .innerJoin(tasks, and(eq(tasks.id, taskTags.taskId), isNull(tasks.deletedAt)))
    .innerJoin(tags, and(eq(tags.id, taskTags.tagId), isNull(tags.deletedAt)))
    .where(and(eq(taskTags.userId, userId), isNull(taskTags.deletedAt)))
    .orderBy(asc(taskTags.createdAt), asc(taskTags.id));
  return rows.map(toTaskTag);
}
