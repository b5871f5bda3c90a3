/**
 * The minimum viable day as a kind of synced data: at most three task ids per user, added and removed
 * by task, and how queued changes show on top of the server's list.
 */
import { z } from 'zod';
import { addToMvd, canAddToMvd, removeFromMvd } from '../mvd';
import { mvdTaskSchema } from '../schemas/answers';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of the MVD list, by intent. */
export type MvdChange = { kind: 'addToMvd'; taskId: string } | { kind: 'removeFromMvd'; taskId: string };

const codec = codecsOf<MvdChange>();

/** The MVD list with queued adds and removals applied; completing or deleting a task takes it out. */
export function overlayMvd(taskIds: readonly string[], queue: readonly QueuedChange[]): string[] {
  let ids = [...taskIds];
  for (const { change } of queue) {
    switch (change.kind) {
      case 'addToMvd':
        // The limit is the server's to enforce; a 4th stays out of sight rather than briefly showing.
        if (!ids.includes(change.taskId) && canAddToMvd(ids)) ids = addToMvd(ids, change.taskId);
        break;
      case 'removeFromMvd':
      case 'deleteTask':
        ids = removeFromMvd(ids, change.taskId);
        break;
      case 'changeStatus':
        if (change.input.status === 'completed') ids = removeFromMvd(ids, change.taskId);
        break;
      default:
        break;
    }
  }
  return ids;
}

/** MVD entries (spec §3 mvd_tasks): one per task and user, so an entry is named by its task. */
export const mvdKind = {
  name: 'mvd_tasks',
  row: mvdTaskSchema,
  changes: {
    addToMvd: codec('addToMvd', {
      table: 'mvd_tasks',
      type: 'create',
      data: z.strictObject({ taskId: rowIdSchema }),
      read: ({ taskId }) => ({ kind: 'addToMvd', taskId }),
      write: (change) => ({ taskId: change.taskId }),
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
    }),
    removeFromMvd: codec('removeFromMvd', {
      table: 'mvd_tasks',
      type: 'delete',
      data: z
        .strictObject({ id: rowIdSchema, taskId: rowIdSchema })
        .refine((input) => input.id === input.taskId, {
          message: 'An MVD entry is named by its task: id and taskId must be equal',
        }),
      read: ({ taskId }) => ({ kind: 'removeFromMvd', taskId }),
      write: (change) => ({ id: change.taskId, taskId: change.taskId }),
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
      deletes: true,
    }),
  },
  overlay: { ids: overlayMvd },
} as const satisfies KindDescriptor<'mvd_tasks', MvdChange>;
