import { DomainError, type Tag, type UpdateTagInput } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { tags } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findOwnedTag, isTagNameConflict } from './find-owned-tag.js';
import { toTag } from './tag-dto.js';

/** Renames or recolours the user's tag; a name another live tag has (any case) is TAG_NAME_TAKEN. */
export async function updateTag(
  deps: TasksDeps,
  userId: string,
  tagId: string,
  input: UpdateTagInput,
): Promise<Tag> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwnedTag(tx, userId, tagId, { forUpdate: true });
    if (input.name === undefined && input.color === undefined) return toTag(current);
    try {
      const [updated] = await tx.update(tags).set(input).where(eq(tags.id, tagId)).returning();
      return toTag(updated!);
    } catch (error) {
      if (isTagNameConflict(error)) throw new DomainError('TAG_NAME_TAKEN', { name: input.name });
      throw error;
    }
  });
}
