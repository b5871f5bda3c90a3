/**
 * Tags as a kind of synced data: a person's labels (a name and one of the twelve colours), created,
 * renamed, recoloured and deleted, and how queued changes show on top of the server's list.
 */
import { z } from 'zod';
import {
  createTagInputSchema,
  updateTagInputSchema,
  type CreateTagInput,
  type UpdateTagInput,
} from '../schemas/tag';
import { tagSchema, type Tag } from '../schemas/answers';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of a tag, by intent. */
export type TagChange =
  | { kind: 'createTag'; input: CreateTagInput & { id: string } }
  | { kind: 'updateTag'; tagId: string; input: UpdateTagInput }
  | { kind: 'deleteTag'; tagId: string };

const codec = codecsOf<TagChange>();

const onTag = (change: { tagId: string }) => [{ kind: 'tags', id: change.tagId }] as const;

/** The tags with queued creates, edits and deletes applied, in queue order. */
export function overlayTags(tags: readonly Tag[], queue: readonly QueuedChange[], userId: string): Tag[] {
  let list = [...tags];
  for (const { change, at } of queue) {
    switch (change.kind) {
      case 'createTag':
        if (list.some((tag) => tag.id === change.input.id)) break;
        list = [
          ...list,
          {
            id: change.input.id,
            userId,
            name: change.input.name,
            color: change.input.color,
            createdAt: at.toISOString(),
          },
        ];
        break;
      case 'updateTag':
        list = list.map((tag) => (tag.id === change.tagId ? { ...tag, ...change.input } : tag));
        break;
      case 'deleteTag':
        list = list.filter((tag) => tag.id !== change.tagId);
        break;
      default:
        break;
    }
  }
  return list;
}

/** Tags (a user's labels for tasks). */
export const tagKind = {
  name: 'tags',
  row: tagSchema,
  changes: {
    createTag: codec('createTag', {
      table: 'tags',
      type: 'create',
      data: createTagInputSchema.required({ id: true }),
      read: (input) => ({ kind: 'createTag', input }),
      write: (change) => ({ ...change.input }),
      creates: (change) => change.input.id,
      references: () => [],
    }),
    updateTag: codec('updateTag', {
      table: 'tags',
      type: 'update',
      data: updateTagInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, ...input }) => ({ kind: 'updateTag', tagId: id, input }),
      write: (change) => ({ ...change.input, id: change.tagId }),
      references: onTag,
    }),
    deleteTag: codec('deleteTag', {
      table: 'tags',
      type: 'delete',
      data: z.strictObject({ id: rowIdSchema }),
      read: ({ id }) => ({ kind: 'deleteTag', tagId: id }),
      write: (change) => ({ id: change.tagId }),
      references: onTag,
      deletes: true,
    }),
  },
  overlay: { list: overlayTags },
} as const satisfies KindDescriptor<'tags', TagChange>;
