/**
 * What the user sees while changes wait in the offline queue: the server's state with every queued
 * change applied on top, in queue order (DESIGN.md "Nothing the user typed is ever lost"). The web app
 * applies these to whatever the server last said — after a refetch, a live update or a reload — so a
 * queued edit never flickers away before the server has it.
 */
import { addToMvd, canAddToMvd, removeFromMvd } from './mvd';
import { applyStatusChange } from './task-status';
import type { Comment, MicroTask, Task, TaskNotification } from './schemas/task';
import type { SyncChange } from './sync-operations';
import { nextMicroTaskOrder, sortMicroTasks } from './micro-tasks';

/** A queued change and the operation it travels in. */
export interface QueuedChange {
  readonly change: SyncChange;
  /** When the change was made (the operation's timestamp). */
  readonly at: Date;
  /** The operation's id. */
  readonly operationId: string;
}

/** Who makes the changes (comments carry their author). */
export interface ChangeAuthor {
  readonly id: string;
  readonly email: string;
  readonly name?: string | null;
}

/** The task a create stands for until the server answers: a new task starts as waiting (spec §4). */
export function taskFromCreate(
  input: Extract<SyncChange, { kind: 'createTask' }>['input'],
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
 * returns the task unchanged (the same object).
 */
export function applyChangeToTask(task: Task, queued: QueuedChange, author: ChangeAuthor): Task | null {
  const { change } = queued;
  if (change.kind === 'createTask' || !('taskId' in change) || change.taskId !== task.id) return task;
  switch (change.kind) {
    case 'updateTask': {
      const next = { ...task, ...change.input };
      // As on the server, a duration of 0 minutes means none.
      return next.durationMinutes === 0 ? { ...next, durationMinutes: null } : next;
    }
    case 'changeStatus':
      return { ...task, ...applyStatusChange(task, change.input.status, queued.at, change.input).times };
    case 'addTime':
      return { ...task, totalTimeSpent: task.totalTimeSpent + change.seconds };
    case 'addComment':
      return { ...task, comments: [...task.comments, pendingComment(change.input.text, queued, author)] };
    case 'deleteTask':
      return null;
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
    if (!('taskId' in change)) continue;
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

/** Notifications with queued "mark read" changes applied; a deleted task's notifications are gone. */
export function overlayNotifications(
  notifications: readonly TaskNotification[],
  queue: readonly QueuedChange[],
): TaskNotification[] {
  let list = [...notifications];
  for (const { change } of queue) {
    switch (change.kind) {
      case 'markNotificationRead':
        list = list.map((item) => (item.id === change.notificationId ? { ...item, isRead: true } : item));
        break;
      case 'markTaskNotificationsRead':
        list = list.map((item) => (item.taskId === change.taskId ? { ...item, isRead: true } : item));
        break;
      case 'deleteTask':
        list = list.filter((item) => item.taskId !== change.taskId);
        break;
      default:
        break;
    }
  }
  return list;
}
