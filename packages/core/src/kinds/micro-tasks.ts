/**
 * Micro-tasks as a kind of synced data: a task's small ordered steps, their changes and how queued
 * ones show on top of the server's list of a task's steps.
 */
import { z } from 'zod';
import { nextMicroTaskOrder, sortMicroTasks } from '../micro-tasks';
import {
  createMicroTaskInputSchema,
  reorderMicroTasksInputSchema,
  updateMicroTaskInputSchema,
  type CreateMicroTaskInput,
  type UpdateMicroTaskInput,
} from '../schemas/task';
import { microTaskSchema, type MicroTask } from '../schemas/answers';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of a micro-task, by intent. */
export type MicroTaskChange =
  | { kind: 'createMicroTask'; taskId: string; input: CreateMicroTaskInput & { id: string } }
  | { kind: 'updateMicroTask'; microTaskId: string; input: UpdateMicroTaskInput }
  | { kind: 'reorderMicroTasks'; taskId: string; ids: string[] }
  | { kind: 'deleteMicroTask'; microTaskId: string };

const codec = codecsOf<MicroTaskChange>();

const onStep = (change: { microTaskId: string }) =>
  [{ kind: 'micro_tasks', id: change.microTaskId }] as const;

/** A task's micro-tasks with queued creates, edits, reorders and deletes applied, in order. */
export function overlayMicroTasks(
  taskId: string,
  steps: readonly MicroTask[],
  queue: readonly QueuedChange[],
  userId: string,
): MicroTask[] {
  let list = sortMicroTasks(steps);
  for (const { change } of queue) {
    switch (change.kind) {
      case 'createMicroTask': {
        if (change.taskId !== taskId || list.some((step) => step.id === change.input.id)) break;
        const { id, title, estimatedMinutes } = change.input;
        const order = change.input.order ?? nextMicroTaskOrder(list);
        list = sortMicroTasks([
          ...list,
          {
            id,
            taskId,
            userId,
            title,
            completed: false,
            order,
            ...(estimatedMinutes ? { estimatedMinutes } : {}),
          },
        ]);
        break;
      }
      case 'updateMicroTask':
        list = list.map((step) => {
          if (step.id !== change.microTaskId) return step;
          const { estimatedMinutes, ...rest } = change.input;
          const next: MicroTask = { ...step, ...rest };
          if (estimatedMinutes === null) delete next.estimatedMinutes;
          else if (estimatedMinutes !== undefined) next.estimatedMinutes = estimatedMinutes;
          return next;
        });
        break;
      case 'reorderMicroTasks':
        if (change.taskId !== taskId) break;
        list = change.ids
          .map((id) => list.find((step) => step.id === id))
          .filter((step): step is MicroTask => step !== undefined)
          .map((step, order) => ({ ...step, order: order + 1 }));
        break;
      case 'deleteMicroTask':
        list = list.filter((step) => step.id !== change.microTaskId);
        break;
      case 'deleteTask':
        if (change.taskId === taskId) list = [];
        break;
      default:
        break;
    }
  }
  return list;
}

/** Micro-tasks (spec §3 micro_tasks). A reorder travels as an update of the parent task. */
export const microTaskKind = {
  name: 'micro_tasks',
  row: microTaskSchema,
  changes: {
    createMicroTask: codec('createMicroTask', {
      table: 'micro_tasks',
      type: 'create',
      data: createMicroTaskInputSchema.required({ id: true }).extend({ taskId: rowIdSchema }),
      read: ({ taskId, ...input }) => ({ kind: 'createMicroTask', taskId, input }),
      write: (change) => ({ ...change.input, taskId: change.taskId }),
      creates: (change) => change.input.id,
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
    }),
    updateMicroTask: codec('updateMicroTask', {
      table: 'micro_tasks',
      type: 'update',
      data: updateMicroTaskInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, ...input }) => ({ kind: 'updateMicroTask', microTaskId: id, input }),
      write: (change) => ({ ...change.input, id: change.microTaskId }),
      references: onStep,
    }),
    reorderMicroTasks: codec('reorderMicroTasks', {
      table: 'tasks',
      type: 'update',
      marker: 'microTaskOrder',
      data: z.strictObject({ id: rowIdSchema, microTaskOrder: reorderMicroTasksInputSchema.shape.ids }),
      read: ({ id, microTaskOrder }) => ({ kind: 'reorderMicroTasks', taskId: id, ids: microTaskOrder }),
      write: (change) => ({ id: change.taskId, microTaskOrder: change.ids }),
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
    }),
    deleteMicroTask: codec('deleteMicroTask', {
      table: 'micro_tasks',
      type: 'delete',
      data: z.strictObject({ id: rowIdSchema }),
      read: ({ id }) => ({ kind: 'deleteMicroTask', microTaskId: id }),
      write: (change) => ({ id: change.microTaskId }),
      references: onStep,
      deletes: true,
    }),
  },
  overlay: { list: overlayMicroTasks },
} as const satisfies KindDescriptor<'micro_tasks', MicroTaskChange>;
