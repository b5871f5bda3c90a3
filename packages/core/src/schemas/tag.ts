/** Schemas of tags: a person's own labels for tasks, and the links that put them on tasks. */
import { z } from 'zod';
import { tagColorSchema } from './answers';
import { textSchema, uuidSchema } from './common';

/** Longest tag name, in characters (a tag is a short label; an AI tag of 20 always fits). */
export const TAG_NAME_MAX_LENGTH = 30;

/** A tag name as typed: trimmed, not empty, at most TAG_NAME_MAX_LENGTH characters. */
export const tagNameSchema = textSchema
  .trim()
  .min(1, 'Tag name cannot be empty')
  .max(TAG_NAME_MAX_LENGTH, `Tag name can have at most ${TAG_NAME_MAX_LENGTH} characters`);

/** Body of "create a tag"; the id is client-generated so a retried create is idempotent. */
export const createTagInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: tagNameSchema,
  color: z._default(tagColorSchema, 'blue'),
});

/** Body of "create a tag". */
export type CreateTagInput = z.infer<typeof createTagInputSchema>;

/** Body of "edit a tag": rename or recolour. */
export const updateTagInputSchema = z.strictObject({ name: tagNameSchema, color: tagColorSchema }).partial();

/** Body of "edit a tag". */
export type UpdateTagInput = z.infer<typeof updateTagInputSchema>;
