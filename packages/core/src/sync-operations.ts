/**
 * The offline operations every change of the app is expressed as (DESIGN.md "Offline and sync"):
 * `{ id, timestamp, type, table, data }` (spec §3 pending offline operation). The web app builds them
 * with `operationOfChange`, queues them under `pendingOperations` and sends them to `POST /api/sync`;
 * the server reads them back with `changeOfOperation`, which validates `data` with exactly the zod
 * schema of the matching REST route. One encoding, one place.
 *
 * Updates of one row carry `data.id` (spec §3). The few changes that are not a plain field update say
 * so with one marker key that no editable field uses — `status`, `addSeconds`, `addComment`,
 * `microTaskOrder`, `notificationsRead` — so a replay can tell them apart.
 */
import { z } from 'zod';
import {
  addCommentInputSchema,
  addTimeSpentInputSchema,
  changeTaskStatusInputSchema,
  createMicroTaskInputSchema,
  createTaskInputSchema,
  reorderMicroTasksInputSchema,
  updateMicroTaskInputSchema,
  updateTaskInputSchema,
  type AddCommentInput,
  type ChangeTaskStatusInput,
  type CreateMicroTaskInput,
  type CreateTaskInput,
  type UpdateMicroTaskInput,
  type UpdateTaskInput,
} from './schemas/task';
import { pendingOperationSchema, type PendingOperation } from './schemas/sync';
import { isSyncTable } from './offline-queue';
import { APPLIED_OPERATIONS_RETENTION_DAYS, MS_PER_DAY, SYNC_BACKDATE_MAX_DAYS } from './constants';

/** Every change the app makes, by intent; each is exactly one operation and one REST call. */
export type SyncChange =
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

/** The kinds of change. */
export type SyncChangeKind = SyncChange['kind'];

/** The operation `type`, `table` and `data` of a change (without id and timestamp). */
function encodeChange(change: SyncChange): Pick<PendingOperation, 'type' | 'table' | 'data'> {
  const op = (type: PendingOperation['type'], table: string, data: Record<string, unknown>) => ({
    type,
    table,
    data,
  });
  switch (change.kind) {
    case 'createTask':
      return op('create', 'tasks', { ...change.input });
    case 'updateTask':
      return op('update', 'tasks', { ...change.input, id: change.taskId });
    case 'changeStatus':
      return op('update', 'tasks', { ...change.input, id: change.taskId });
    case 'addTime':
      return op('update', 'tasks', { id: change.taskId, addSeconds: change.seconds });
    case 'addComment':
      return op('update', 'tasks', { id: change.taskId, addComment: change.input.text });
    case 'deleteTask':
      return op('delete', 'tasks', { id: change.taskId });
    case 'addToMvd':
      return op('create', 'mvd_tasks', { taskId: change.taskId });
    case 'removeFromMvd':
      // An MVD entry is identified by its task (one entry per task and user).
      return op('delete', 'mvd_tasks', { id: change.taskId, taskId: change.taskId });
    case 'createMicroTask':
      return op('create', 'micro_tasks', { ...change.input, taskId: change.taskId });
    case 'updateMicroTask':
      return op('update', 'micro_tasks', { ...change.input, id: change.microTaskId });
    case 'reorderMicroTasks':
      return op('update', 'tasks', { id: change.taskId, microTaskOrder: change.ids });
    case 'deleteMicroTask':
      return op('delete', 'micro_tasks', { id: change.microTaskId });
    case 'markNotificationRead':
      return op('update', 'task_notifications', { id: change.notificationId, isRead: true });
    case 'markTaskNotificationsRead':
      return op('update', 'tasks', { id: change.taskId, notificationsRead: true });
  }
}

/** The queued operation of a change; its id (a UUIDv7) and time are passed in. */
export function operationOfChange(change: SyncChange, id: string, now: Date): PendingOperation {
  return { id, timestamp: now.getTime(), ...encodeChange(change) };
}

/** Why an operation cannot be read: its shape, or a table/type pair no route handles. */
export type OperationProblem = 'INVALID_OPERATION' | 'VALIDATION_ERROR';

/** Result of reading an operation back into a change. */
export type ParsedOperation =
  | { readonly ok: true; readonly change: SyncChange }
  | { readonly ok: false; readonly code: OperationProblem; readonly message: string };

const rowId = z.uuid();
const markerKeys = ['status', 'addSeconds', 'addComment', 'microTaskOrder', 'notificationsRead'] as const;

const invalid = (message: string): ParsedOperation => ({ ok: false, code: 'INVALID_OPERATION', message });

function validated<S extends z.ZodType>(
  schema: S,
  data: unknown,
  build: (value: z.output<S>) => SyncChange,
): ParsedOperation {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, code: 'VALIDATION_ERROR', message: `${where}${issue?.message ?? 'Invalid data'}` };
  }
  return { ok: true, change: build(result.data) };
}

/** `data` without its `id` (the row the operation targets). */
function withoutId(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = data;
  return rest;
}

function readTaskUpdate(taskId: string, data: Record<string, unknown>): ParsedOperation {
  const body = withoutId(data);
  const markers = markerKeys.filter((key) => key in body);
  if (markers.length > 1) return invalid(`An update may carry only one of ${markers.join(', ')}`);
  const marker = markers[0];
  if (marker === undefined)
    return validated(updateTaskInputSchema, body, (input) => ({ kind: 'updateTask', taskId, input }));
  switch (marker) {
    case 'status':
      return validated(changeTaskStatusInputSchema, body, (input) => ({
        kind: 'changeStatus',
        taskId,
        input,
      }));
    case 'addSeconds':
      return validated(
        z.strictObject({ addSeconds: addTimeSpentInputSchema.shape.seconds }),
        body,
        (input) => ({
          kind: 'addTime',
          taskId,
          seconds: input.addSeconds,
        }),
      );
    case 'addComment':
      return validated(z.strictObject({ addComment: addCommentInputSchema.shape.text }), body, (input) => ({
        kind: 'addComment',
        taskId,
        input: { text: input.addComment },
      }));
    case 'microTaskOrder':
      return validated(
        z.strictObject({ microTaskOrder: reorderMicroTasksInputSchema.shape.ids }),
        body,
        (input) => ({
          kind: 'reorderMicroTasks',
          taskId,
          ids: input.microTaskOrder,
        }),
      );
    case 'notificationsRead':
      return validated(z.strictObject({ notificationsRead: z.literal(true) }), body, () => ({
        kind: 'markTaskNotificationsRead',
        taskId,
      }));
  }
}

/**
 * Reads a queued operation back into the change it stands for, validating `data` with the schema of
 * the matching REST route. Anything else — an unknown type, a table outside the allowlist or one with
 * no route yet, a missing or malformed row id, extra or wrong fields — is a problem with a message.
 */
export function changeOfOperation(value: unknown): ParsedOperation {
  const shape = pendingOperationSchema.safeParse(value);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return invalid(`${where}${issue?.message ?? 'Not an operation'}`);
  }
  const { type, table, data } = shape.data;
  if (!isSyncTable(table)) return invalid(`Table "${table.slice(0, 100)}" cannot be synced`);
  const id = data.id === undefined ? undefined : rowId.safeParse(data.id);
  if (id && !id.success) return { ok: false, code: 'VALIDATION_ERROR', message: 'id: Expected a UUID' };
  const targetId = id?.data;

  switch (`${table}/${type}`) {
    case 'tasks/create':
      return validated(createTaskInputSchema.required({ id: true }), data, (input) => ({
        kind: 'createTask',
        input,
      }));
    case 'tasks/update':
      return readTaskUpdate(targetId!, data);
    case 'tasks/delete':
      return validated(z.strictObject({ id: rowId }), data, (input) => ({
        kind: 'deleteTask',
        taskId: input.id,
      }));
    case 'mvd_tasks/create':
      return validated(z.strictObject({ taskId: rowId }), data, (input) => ({
        kind: 'addToMvd',
        taskId: input.taskId,
      }));
    case 'mvd_tasks/delete':
      return validated(
        z.strictObject({ id: rowId, taskId: rowId }).refine((input) => input.id === input.taskId, {
          message: 'An MVD entry is named by its task: id and taskId must be equal',
        }),
        data,
        (input) => ({ kind: 'removeFromMvd', taskId: input.taskId }),
      );
    case 'micro_tasks/create':
      return validated(
        createMicroTaskInputSchema.required({ id: true }).extend({ taskId: rowId }),
        data,
        ({ taskId, ...input }) => ({ kind: 'createMicroTask', taskId, input }),
      );
    case 'micro_tasks/update':
      return validated(updateMicroTaskInputSchema, withoutId(data), (input) => ({
        kind: 'updateMicroTask',
        microTaskId: targetId!,
        input,
      }));
    case 'micro_tasks/delete':
      return validated(z.strictObject({ id: rowId }), data, (input) => ({
        kind: 'deleteMicroTask',
        microTaskId: input.id,
      }));
    case 'task_notifications/update':
      return validated(z.strictObject({ id: rowId, isRead: z.literal(true) }), data, (input) => ({
        kind: 'markNotificationRead',
        notificationId: input.id,
      }));
    default:
      return invalid(`"${type}" on "${table}" is not supported yet`);
  }
}

/** The id of the row a change creates, or null for changes that create none. */
export function createdRowId(change: SyncChange): string | null {
  switch (change.kind) {
    case 'createTask':
    case 'createMicroTask':
      return change.input.id;
    default:
      return null;
  }
}

/** The ids of the rows a change depends on (its task, micro-task or notification). */
export function referencedRowIds(change: SyncChange): string[] {
  switch (change.kind) {
    case 'createTask':
      return [];
    case 'createMicroTask':
      return [change.taskId];
    case 'updateMicroTask':
    case 'deleteMicroTask':
      return [change.microTaskId];
    case 'markNotificationRead':
      return [change.notificationId];
    default:
      return [change.taskId];
  }
}

/**
 * When a replayed change takes effect: when it was made on the device (so a task started and finished
 * offline keeps its real working time), but never later than the server's clock and never more than
 * SYNC_BACKDATE_MAX_DAYS before it (a device clock can be wrong).
 */
export function operationEffectiveTime(timestamp: number, serverNow: Date): Date {
  const now = serverNow.getTime();
  const earliest = now - SYNC_BACKDATE_MAX_DAYS * MS_PER_DAY;
  return new Date(Math.min(now, Math.max(earliest, timestamp)));
}

/**
 * The oldest moment whose applied-operation records the server still keeps: records created before it
 * may be forgotten (APPLIED_OPERATIONS_RETENTION_DAYS before the server's clock).
 */
export function appliedOperationsCutoff(serverNow: Date): Date {
  return new Date(serverNow.getTime() - APPLIED_OPERATIONS_RETENTION_DAYS * MS_PER_DAY);
}
