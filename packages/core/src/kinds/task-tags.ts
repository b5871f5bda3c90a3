/**
 * Tags on tasks as a kind of synced data: a link per (task, tag), named by the pair (`taskTagId` in
 * `tags.ts`), added and removed, and how queued changes show on top of the server's list of links.
 */
import { z } from 'zod';
import { taskTagSchema, type TaskTag } from '../schemas/answers';
import { isUuid, taskTagId } from '../tags';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** True when both ids of a would-be link are UUIDs. */
function isUuidPair(link: { taskId: string; tagId: string }): boolean {
  return isUuid(link.taskId) && isUuid(link.tagId);
}

/** Every change of a task's tags, by intent. */
export type TaskTagChange =
  { kind: 'tagTask'; taskId: string; tagId: string } | { kind: 'untagTask'; taskId: string; tagId: string };

const codec = codecsOf<TaskTagChange>();

/** A link's data: its id must be the one the pair names. */
const linkData = z
  .strictObject({ id: rowIdSchema, taskId: rowIdSchema, tagId: rowIdSchema })
  // Ids that are not UUIDs are reported by their own fields; only two UUIDs name a link.
  .refine((link) => !isUuidPair(link) || link.id === taskTagId(link.taskId, link.tagId), {
    message: 'A tag on a task is named by the pair: id must be taskTagId(taskId, tagId)',
    path: ['id'],
  });

const pair = (change: { taskId: string; tagId: string }) =>
  [
    { kind: 'tasks', id: change.taskId },
    { kind: 'tags', id: change.tagId },
  ] as const;

/** The links with queued tag and untag changes applied; a deleted task or tag takes its links along. */
export function overlayTaskTags(links: readonly TaskTag[], queue: readonly QueuedChange[]): TaskTag[] {
  let list = [...links];
  for (const { change } of queue) {
    switch (change.kind) {
      case 'tagTask': {
        const id = taskTagId(change.taskId, change.tagId);
        if (!list.some((link) => link.id === id))
          list = [...list, { id, taskId: change.taskId, tagId: change.tagId }];
        break;
      }
      case 'untagTask':
        list = list.filter((link) => !(link.taskId === change.taskId && link.tagId === change.tagId));
        break;
      case 'deleteTag':
        list = list.filter((link) => link.tagId !== change.tagId);
        break;
      case 'deleteTask':
        list = list.filter((link) => link.taskId !== change.taskId);
        break;
      default:
        break;
    }
  }
  return list;
}

/** Tags on tasks (table task_tags). */
export const taskTagKind = {
  name: 'task_tags',
  row: taskTagSchema,
  changes: {
    tagTask: codec('tagTask', {
      table: 'task_tags',
      type: 'create',
      data: linkData,
      read: ({ taskId, tagId }) => ({ kind: 'tagTask', taskId, tagId }),
      write: (change) => ({
        id: taskTagId(change.taskId, change.tagId),
        taskId: change.taskId,
        tagId: change.tagId,
      }),
      creates: (change) => taskTagId(change.taskId, change.tagId),
      references: pair,
    }),
    untagTask: codec('untagTask', {
      table: 'task_tags',
      type: 'delete',
      data: linkData,
      read: ({ taskId, tagId }) => ({ kind: 'untagTask', taskId, tagId }),
      write: (change) => ({
        id: taskTagId(change.taskId, change.tagId),
        taskId: change.taskId,
        tagId: change.tagId,
      }),
      references: pair,
      deletes: true,
    }),
  },
  overlay: { list: overlayTaskTags },
} as const satisfies KindDescriptor<'task_tags', TaskTagChange>;
