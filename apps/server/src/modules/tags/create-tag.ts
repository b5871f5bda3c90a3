import { DomainError, type CreateTagInput, type Tag } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tags } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { isTagNameConflict } from './find-owned-tag.js';
import { toTag } from './tag-dto.js';

export interface CreateTagResult {
  tag: Tag;
  /** False when the same user already created a tag with this id: a retried create. */
  created: boolean;
}

/**
 * Creates a tag with the client's id. A repeated create answers the stored tag; an id used by a
 * deleted tag or by someone else is refused alike; a live tag of the same name (any case) is
 * TAG_NAME_TAKEN.
 */
export async function createTag(
  deps: TasksDeps,
  userId: string,
  input: CreateTagInput,
): Promise<CreateTagResult> {
  const [existing] = input.id ? await deps.db.select().from(tags).where(eq(tags.id, input.id)) : [];
  if (existing) {
    if (existing.userId === userId && existing.deletedAt === null)
      return { tag: toTag(existing), created: false };
    throw new DomainError('CONFLICT', undefined, 'This tag id is already in use');
  }
  try {
    const [inserted] = await deps.db
      .insert(tags)
      .values({ ...(input.id ? { id: input.id } : {}), userId, name: input.name, color: input.color })
      .returning();
    return { tag: toTag(inserted!), created: true };
  } catch (error) {
    if (isTagNameConflict(error)) throw new DomainError('TAG_NAME_TAKEN', { name: input.name });
    // Two requests with the same new id at once: the loser sees the row the winner made.
    const [raced] = input.id ? await deps.db.select().from(tags).where(eq(tags.id, input.id)) : [];
    if (raced && raced.userId === userId && raced.deletedAt === null)
      return { tag: toTag(raced), created: false };
    throw error;
  }
}
