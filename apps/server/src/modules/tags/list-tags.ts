import type { Tag } from '@fokus/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tags } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toTag } from './tag-dto.js';

/** The user's live tags, by name. */
export async function listTags(deps: TasksDeps, userId: string): Promise<Tag[]> {
  const rows = await deps.db
    .select()
    .from(tags)
    .where(and(eq(tags.userId, userId), isNull(tags.deletedAt)))
    .orderBy(asc(tags.name), asc(tags.id));
  return rows.map(toTag);
}
