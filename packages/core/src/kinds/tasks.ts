/**
 * Tasks as a kind of synced data: the changes a person makes to a task, how each travels offline,
 * and how queued ones show on top of the server's task lists and details.
 */
import { z } from 'zod';
import {
  addCommentInputSchema,
  addTimeSpentInputSchema,
  changeTaskStatusInputSchema,
  createTaskInputSchema,
  updateTaskInputSchema,
  type AddCommentInput,
  type ChangeTaskStatusInput,
  type CreateTaskInput,
  type UpdateTaskInput,
} from '../schemas/task';
import { taskSchema, type Comment, type Task } from '../schemas/answers';
import { cancelDelegation } from '../delegation';
import { applyStatusChange } from '../task-status';
import {
  codecsOf,
  rowIdSchema,
  type ChangeAuthor,
  type KindDescriptor,
  type QueuedChange,
} from './descriptor';

/** Every change of a task, by intent. */
export type TaskChange =
  | { kind: 'createTask'; input: CreateTaskInput & { id: string } }
  | { kind: 'updateTask'; taskId: string; input: UpdateTaskInput }
  | { kind: 'changeStatus'; taskId: string; input: ChangeTaskStatusInput }
  | { kind: 'addTime'; taskId: string; seconds: number }
  | { kind: 'addComment'; taskId: string; input: AddCommentInput }
  | { kind: 'cancelDelegation'; taskId: string }
  | { kind: 'deleteTask'; taskId: string };

const codec = codecsOf<TaskChange>();

/** The task a change acts on. */
const onTask = (change: { taskId: string }) => [{ kind: 'tasks', id: change.taskId }] as const;

/** The task a create stands for until the server answers: a new task starts as waiting (spec §4). */
export function taskFromCreate(
  input: Extract<TaskChange, { kind: 'createTask' }>['input'],
  at: Date,
  userId: string,
): Task {
  return {
    id: input.id,
    userId,
    ownerId: userId,
    title: input.title,
    description: input.description ?? null,
    status: 'waiting',
    startDate: input.startDate ?? null,
    dueDate: input.dueDate ?? null,
    startTime: input.startTime ?? null,
    durationMinutes: input.durationMinutes ? input.durationMinutes : null,
    reminderMinutes: input.reminderMinutes ?? null,
    importance: input.importance ?? 1,
    urgency: input.urgency ?? 1,
    totalTimeSpent: 0,
    timeStarted: null,
    timeCompleted: null,
    type: input.type ?? 'task',
    strategyId: input.strategyId ?? null,
    attachments: [],
    comments: [],
    assignment: null,
    isDelegated: false,
    createdAt: at.toISOString(),
  };
}

/** The comment a queued "add comment" shows until the server stamps its own. */
export function pendingComment(
  text: string,
  queued: Omit<QueuedChange, 'change'>,
  author: ChangeAuthor,
): Comment {
  return {
    id: `pending-${queued.operationId}`,
    text: text.trim(),
    created_at: queued.at.toISOString(),
    author_email: author.email,
    author_name: author.name || null,
  };
}

/**
 * One task with one queued change applied; null when the change deletes it. A change of another row
 * (or another kind) returns the task unchanged (the same object).
 */
export function applyChangeToTask(task: Task, queued: QueuedChange, author: ChangeAuthor): Task | null {
  const { change } = queued;
  switch (change.kind) {
    case 'updateTask': {
      if (change.taskId !== task.id) return task;
      const next = { ...task, ...change.input };
      // As on the server, a duration of 0 minutes means none.
      return next.durationMinutes === 0 ? { ...next, durationMinutes: null } : next;
    }
    case 'changeStatus':
      if (change.taskId !== task.id) return task;
      return { ...task, ...applyStatusChange(task, change.input.status, queued.at, change.input).times };
    case 'addTime':
      if (change.taskId !== task.id) return task;
      return { ...task, totalTimeSpent: task.totalTimeSpent + change.seconds };
    case 'addComment':
      if (change.taskId !== task.id) return task;
      return { ...task, comments: [...task.comments, pendingComment(change.input.text, queued, author)] };
    case 'cancelDelegation':
      if (change.taskId !== task.id) return task;
      return { ...task, ...cancelDelegation() };
    case 'deleteTask':
      return change.taskId === task.id ? null : task;
    default:
      return task;
  }
}

/**
 * A task list with queued changes applied in order: created tasks first (newest first, as the server
 * lists them) when `accepts` takes them, edits in place, deleted tasks gone. A create whose task the
 * server already lists is not added twice.
 */
export function overlayTaskList(
  tasks: readonly Task[],
  queue: readonly QueuedChange[],
  author: ChangeAuthor,
  accepts: (task: Task) => boolean = () => true,
): Task[] {
  let list: Task[] = [...tasks];
  for (const queued of queue) {
    const { change } = queued;
    if (change.kind === 'createTask') {
      if (list.some((task) => task.id === change.input.id)) continue;
      const created = taskFromCreate(change.input, queued.at, author.id);
      if (accepts(created)) list = [created, ...list];
      continue;
    }
    list = list.flatMap((task) => {
      const next = applyChangeToTask(task, queued, author);
      return next === null ? [] : [next];
    });
  }
  return list;
}

/** One task (a detail view) with queued changes applied; null once a queued change deletes it. */
export function overlayTask(task: Task, queue: readonly QueuedChange[], author: ChangeAuthor): Task | null {
  let current: Task | null = task;
  for (const queued of queue) {
    if (current === null) return null;
    current = applyChangeToTask(current, queued, author);
  }
  return current;
}

/** Tasks: one row per task of spec §3, with its comments, attachments and assignment inside. */
export const taskKind = {
  name: 'tasks',
  row: taskSchema,
  changes: {
    createTask: codec('createTask', {
      table: 'tasks',
      type: 'create',
      data: createTaskInputSchema.required({ id: true }),
      read: (input) => ({ kind: 'createTask', input }),
      write: (change) => ({ ...change.input }),
      creates: (change) => change.input.id,
      references: () => [],
    }),
    updateTask: codec('updateTask', {
      table: 'tasks',
      type: 'update',
      data: updateTaskInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, ...input }) => ({ kind: 'updateTask', taskId: id, input }),
      write: (change) => ({ ...change.input, id: change.taskId }),
      references: onTask,
    }),
    changeStatus: codec('changeStatus', {
      table: 'tasks',
      type: 'update',
      marker: 'status',
      data: changeTaskStatusInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, ...input }) => ({ kind: 'changeStatus', taskId: id, input }),
      write: (change) => ({ ...change.input, id: change.taskId }),
      references: onTask,
    }),
    addTime: codec('addTime', {
      table: 'tasks',
      type: 'update',
      marker: 'addSeconds',
      data: z.strictObject({ id: rowIdSchema, addSeconds: addTimeSpentInputSchema.shape.seconds }),
      read: ({ id, addSeconds }) => ({ kind: 'addTime', taskId: id, seconds: addSeconds }),
      write: (change) => ({ id: change.taskId, addSeconds: change.seconds }),
      references: onTask,
    }),
    addComment: codec('addComment', {
      table: 'tasks',
      type: 'update',
      marker: 'addComment',
      data: z.strictObject({ id: rowIdSchema, addComment: addCommentInputSchema.shape.text }),
      read: ({ id, addComment }) => ({ kind: 'addComment', taskId: id, input: { text: addComment } }),
      write: (change) => ({ id: change.taskId, addComment: change.input.text }),
      references: onTask,
    }),
    // Delegating is not a queued change: its answer is the only holder of the link's token, which
    // the record of applied operations must never keep; cancelling is, and works offline.
    cancelDelegation: codec('cancelDelegation', {
      table: 'tasks',
      type: 'update',
      marker: 'cancelDelegation',
      data: z.strictObject({ id: rowIdSchema, cancelDelegation: z.literal(true) }),
      read: ({ id }) => ({ kind: 'cancelDelegation', taskId: id }),
      write: (change) => ({ id: change.taskId, cancelDelegation: true }),
      references: onTask,
    }),
    deleteTask: codec('deleteTask', {
      table: 'tasks',
      type: 'delete',
      data: z.strictObject({ id: rowIdSchema }),
      read: ({ id }) => ({ kind: 'deleteTask', taskId: id }),
      write: (change) => ({ id: change.taskId }),
      references: onTask,
      deletes: true,
    }),
  },
  overlay: { list: overlayTaskList, one: overlayTask },
} as const satisfies KindDescriptor<'tasks', TaskChange>;
