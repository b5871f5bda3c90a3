/**
 * The operations every change of the signed-in app is expressed as (DESIGN.md "Offline and sync"):
 * `{ id, timestamp, type, table, data }`, validated by core's pending-operation schema. Today each
 * operation is sent at once through its REST route (transport.ts); the Offline-first issue stores the
 * same objects under `pendingOperations` and replays them, without any screen changing.
 */
import {
  createPendingOperation,
  type AddCommentInput,
  type ChangeTaskStatusInput,
  type CreateMicroTaskInput,
  type CreateTaskInput,
  type PendingOperation,
  type UpdateMicroTaskInput,
  type UpdateTaskInput,
} from '@fokus/core';
import { uuidv7 } from './uuid-v7';

/**
 * Every change the app makes, by intent. Each maps to exactly one operation (below) and one REST call
 * (transport.ts). Ids of created rows are generated here, on the client.
 */
export type Change =
  | { kind: 'createTask'; input: CreateTaskInput & { id: string } }
  | { kind: 'updateTask'; taskId: string; input: UpdateTaskInput }
  | { kind: 'changeStatus'; taskId: string; input: ChangeTaskStatusInput }
  | { kind: 'addTime'; taskId: string; seconds: number }
  | { kind: 'addComment'; taskId: string; input: AddCommentInput }
  | { kind: 'deleteTask'; taskId: string }
  | { kind: 'addToMvd'; taskId: string }
  | { kind: 'removeFromMvd'; taskId: string }
  | { kind: 'createMicroTask'; taskId: string; input: CreateMicroTaskInput & { id: string } }
  | { kind: 'updateMicroTask'; microTaskId: string; input: UpdateMicroTaskInput }
  | { kind: 'reorderMicroTasks'; taskId: string; ids: string[] }
  | { kind: 'deleteMicroTask'; microTaskId: string }
  | { kind: 'markNotificationRead'; notificationId: string }
  | { kind: 'markTaskNotificationsRead'; taskId: string };

/**
 * The operation of a change. Updates of one row carry `data.id` (core requires it); the few changes
 * that are not a plain field update say so with one marker key (`addSeconds`, `addComment`,
 * `microTaskOrder`, `notificationsRead`, `status`) that no editable field uses, so a replay can route them.
 */
export function toOperation(change: Change, now: Date = new Date()): PendingOperation {
  const build = (type: PendingOperation['type'], table: string, data: Record<string, unknown>) =>
    createPendingOperation({ id: uuidv7(now.getTime()), now, type, table, data });
  switch (change.kind) {
    case 'createTask':
      return build('create', 'tasks', { ...change.input });
    case 'updateTask':
      return build('update', 'tasks', { ...change.input, id: change.taskId });
    case 'changeStatus':
      return build('update', 'tasks', { ...change.input, id: change.taskId });
    case 'addTime':
      return build('update', 'tasks', { id: change.taskId, addSeconds: change.seconds });
    case 'addComment':
      return build('update', 'tasks', { id: change.taskId, addComment: change.input.text });
    case 'deleteTask':
      return build('delete', 'tasks', { id: change.taskId });
    case 'addToMvd':
      return build('create', 'mvd_tasks', { taskId: change.taskId });
    case 'removeFromMvd':
      // An MVD row is identified by its task (one entry per task and user).
      return build('delete', 'mvd_tasks', { id: change.taskId, taskId: change.taskId });
    case 'createMicroTask':
      return build('create', 'micro_tasks', { ...change.input, taskId: change.taskId });
    case 'updateMicroTask':
      return build('update', 'micro_tasks', { ...change.input, id: change.microTaskId });
    case 'reorderMicroTasks':
      return build('update', 'tasks', { id: change.taskId, microTaskOrder: change.ids });
    case 'deleteMicroTask':
      return build('delete', 'micro_tasks', { id: change.microTaskId });
    case 'markNotificationRead':
      return build('update', 'task_notifications', { id: change.notificationId, isRead: true });
    case 'markTaskNotificationsRead':
      return build('update', 'tasks', { id: change.taskId, notificationsRead: true });
  }
}
