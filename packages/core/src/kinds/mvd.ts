/**
 * The minimum viable day as a kind of synced data: at most three entries per user, each a task with the
 * day it is planned for and its place; added and removed by task, reordered, kept for another day; and
 * how queued changes show on top of the server's list.
 */
import { z } from 'zod';
import { canAddToMvd } from '../mvd';
import { applyMvdOrder, orderMvdEntries } from '../mvd-order';
import type { MvdEntry, MvdResponse } from '../schemas/answers';
import { mvdTaskSchema } from '../schemas/answers';
import { addToMvdInputSchema, planMvdTaskInputSchema, reorderMvdInputSchema } from '../schemas/task';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of the MVD list, by intent. */
export type MvdChange =
  | { kind: 'addToMvd'; taskId: string; plannedFor?: string; position?: number }
  | { kind: 'removeFromMvd'; taskId: string }
  | { kind: 'reorderMvd'; taskIds: string[] }
  | { kind: 'planMvdTask'; taskId: string; plannedFor: string };

const codec = codecsOf<MvdChange>();

/** The MVD entries with queued changes applied, in list order; completing or deleting a task takes it out. */
export function overlayMvdEntries(entries: readonly MvdEntry[], queue: readonly QueuedChange[]): MvdEntry[] {
  let list = orderMvdEntries(entries);
  const without = (taskId: string) => list.filter((entry) => entry.taskId !== taskId);
  for (const { change, at } of queue) {
    switch (change.kind) {
      case 'addToMvd': {
        const ids = list.map((entry) => entry.taskId);
        // The limit is the server's to enforce; a 4th stays out of sight rather than briefly showing.
        if (ids.includes(change.taskId) || !canAddToMvd(ids)) break;
        const entry: MvdEntry = {
          taskId: change.taskId,
          plannedFor: change.plannedFor ?? null,
          position: change.position ?? list.length,
          createdAt: at.toISOString(),
        };
        list = orderMvdEntries([...list, entry]);
        break;
      }
      case 'reorderMvd':
        list = applyMvdOrder(list, change.taskIds);
        break;
      case 'planMvdTask':
        list = list.map((entry) =>
          entry.taskId === change.taskId ? { ...entry, plannedFor: change.plannedFor } : entry,
        );
        break;
      case 'removeFromMvd':
      case 'deleteTask':
        list = without(change.taskId);
        break;
      case 'changeStatus':
        if (change.input.status === 'completed') list = without(change.taskId);
        break;
      default:
        break;
    }
  }
  return list;
}

/** The MVD answer with queued changes applied: entries and task ids in list order. */
export function overlayMvdList(list: MvdResponse, queue: readonly QueuedChange[]): MvdResponse {
  const entries = overlayMvdEntries(list.entries, queue);
  return { taskIds: entries.map((entry) => entry.taskId), entries };
}

const EPOCH = new Date(0).toISOString();

/** The MVD task ids with queued changes applied (an id list read as entries in that order). */
export function overlayMvd(taskIds: readonly string[], queue: readonly QueuedChange[]): string[] {
  const entries = taskIds.map((taskId, position) => ({
    taskId,
    plannedFor: null,
    position,
    createdAt: EPOCH,
  }));
  return overlayMvdEntries(entries, queue).map((entry) => entry.taskId);
}

/** MVD entries (spec §3 mvd_tasks): one per task and user, so an entry is named by its task. */
export const mvdKind = {
  name: 'mvd_tasks',
  row: mvdTaskSchema,
  changes: {
    addToMvd: codec('addToMvd', {
      table: 'mvd_tasks',
      type: 'create',
      data: addToMvdInputSchema.extend({ taskId: rowIdSchema }),
      read: ({ taskId, plannedFor, position }) => ({
        kind: 'addToMvd',
        taskId,
        ...(plannedFor === undefined ? {} : { plannedFor }),
        ...(position === undefined ? {} : { position }),
      }),
      write: ({ kind: _kind, ...data }) => data,
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
    reorderMvd: codec('reorderMvd', {
      table: 'mvd_tasks',
      type: 'update',
      marker: 'mvdOrder',
      // An update names a row: a new order is named by the entry it puts first.
      data: z
        .strictObject({ id: rowIdSchema, mvdOrder: reorderMvdInputSchema.shape.taskIds })
        .refine((input) => input.id === input.mvdOrder[0], {
          message: 'A new MVD order is named by its first task: id must be the first of mvdOrder',
        }),
      read: ({ mvdOrder }) => ({ kind: 'reorderMvd', taskIds: mvdOrder }),
      write: (change) => ({ id: change.taskIds[0], mvdOrder: change.taskIds }),
      references: (change) => change.taskIds.map((id) => ({ kind: 'tasks', id })),
    }),
    planMvdTask: codec('planMvdTask', {
      table: 'mvd_tasks',
      type: 'update',
      data: planMvdTaskInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, plannedFor }) => ({ kind: 'planMvdTask', taskId: id, plannedFor }),
      write: (change) => ({ id: change.taskId, plannedFor: change.plannedFor }),
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
    }),
  },
  overlay: { ids: overlayMvd, list: overlayMvdList },
} as const satisfies KindDescriptor<'mvd_tasks', MvdChange>;
