/** Schemas of tasks and what hangs off them: assignment, attachment, comment, micro-task, MVD entry, notification. */
import { z } from 'zod';
import {
  ASSIGNEE_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  MICRO_TASK_REORDER_MAX_IDS,
  MVD_MAX_TASKS,
  MVD_POSITION_MAX,
  REMINDER_OFFSETS_MINUTES,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_DURATION_MAX_MINUTES,
  TASK_TITLE_MAX_LENGTH,
  TIME_SPENT_ADD_MAX_SECONDS,
} from '../constants';
import { ERROR_TEXTS } from '../errors';
import { parseJsonTextList, parseJsonTextObject } from '../json-text';
import {
  assignmentSchema,
  attachmentSchema,
  commentSchema,
  taskStatusSchema,
  taskTypeSchema,
  type Assignment,
  type Attachment,
  type Comment,
} from './answers';
import {
  dateSchema,
  idSchema,
  languageSchema,
  priorityLevelSchema,
  textSchema,
  timeOfDaySchema,
  uuidSchema,
} from './common';

/** A title as typed: trimmed, then non-empty (spec §5 taskTitleEmpty). */
export const taskTitleSchema = textSchema
  .trim()
  .min(1, ERROR_TEXTS.TASK_TITLE_EMPTY.en)
  .max(TASK_TITLE_MAX_LENGTH);

/** Reads an assignment column; unparsable or empty-like → null (spec §3). */
export function parseAssignment(value: unknown): Assignment | null {
  return parseJsonTextObject(value, assignmentSchema);
}

/** Reads an attachments column; unparsable or empty-like → [] (spec §3). */
export function parseAttachments(value: unknown): Attachment[] {
  return parseJsonTextList(value, attachmentSchema);
}

/** Reads a comments column; unparsable or empty-like → [] (spec §3). */
export function parseComments(value: unknown): Comment[] {
  return parseJsonTextList(value, commentSchema);
}

/** A reminder's offset: minutes before the task's start (0 = at the start). */
export const reminderMinutesSchema = z.literal(REMINDER_OFFSETS_MINUTES);

/** Fields the owner may set when creating or editing a task. */
const editableTaskFields = {
  description: textSchema.max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
  startDate: dateSchema.nullable(),
  dueDate: dateSchema.nullable(),
  startTime: timeOfDaySchema.nullable(),
  durationMinutes: z.number().int().nonnegative().max(TASK_DURATION_MAX_MINUTES).nullable(),
  reminderMinutes: reminderMinutesSchema.nullable(),
  importance: priorityLevelSchema,
  urgency: priorityLevelSchema,
  strategyId: idSchema.nullable(),
};

/** Body of "create a task"; the id is client-generated so a retried create is idempotent. */
export const createTaskInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  title: taskTitleSchema,
  type: z._default(taskTypeSchema, 'task'),
  ...z.object(editableTaskFields).partial().shape,
});

/** Body of "create a task". */
export type CreateTaskInput = z.infer<typeof createTaskInputSchema>;

/**
 * Body of "edit a task": any editable field; status and time have their own calls, and so do
 * attachments (uploaded and removed by their routes, so an entry always names a stored file).
 */
export const updateTaskInputSchema = z
  .strictObject({
    title: taskTitleSchema,
    type: taskTypeSchema,
    ...editableTaskFields,
  })
  .partial();

/** Body of "edit a task". */
export type UpdateTaskInput = z.infer<typeof updateTaskInputSchema>;

/** Body of "change a task's status". */
export const changeTaskStatusInputSchema = z.strictObject({
  status: taskStatusSchema,
  keepTime: z.boolean().optional(),
});

/** Body of "change a task's status". */
export type ChangeTaskStatusInput = z.infer<typeof changeTaskStatusInputSchema>;

/** Body of "add time spent": only the added seconds, never the total (spec §5). */
export const addTimeSpentInputSchema = z.strictObject({
  seconds: z.number().int().positive().max(TIME_SPENT_ADD_MAX_SECONDS),
});

/** Body of "add time spent". */
export type AddTimeSpentInput = z.infer<typeof addTimeSpentInputSchema>;

/** Body of "add a comment" (owner or assignee). */
export const addCommentInputSchema = z.strictObject({
  text: textSchema.trim().min(1, ERROR_TEXTS.COMMENT_EMPTY.en).max(COMMENT_MAX_LENGTH),
});

/** Body of "add a comment". */
export type AddCommentInput = z.infer<typeof addCommentInputSchema>;

/** Body of "delegate a task". */
export const delegateTaskInputSchema = z.strictObject({
  assigneeEmail: z.email(),
  assigneeName: textSchema.trim().max(ASSIGNEE_NAME_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
});

/** Body of "delegate a task". */
export type DelegateTaskInput = z.infer<typeof delegateTaskInputSchema>;

/** Route and query of the public delegated-task page. */
export const delegatedAccessInputSchema = z.object({
  taskId: textSchema.trim(),
  token: textSchema.trim(),
});

/** Route and query of the public delegated-task page. */
export type DelegatedAccessInput = z.infer<typeof delegatedAccessInputSchema>;

/** Body of "set my name" on the delegated page. */
export const setAssigneeNameInputSchema = z.strictObject({
  name: textSchema.trim().min(1, ERROR_TEXTS.ASSIGNEE_NAME_EMPTY.en).max(ASSIGNEE_NAME_MAX_LENGTH),
});

/** Body of "set my name". */
export type SetAssigneeNameInput = z.infer<typeof setAssigneeNameInputSchema>;

/** Payload of the delegation e-mail (spec §7 send-task-email). */
export const taskEmailPayloadSchema = z.object({
  to: z.email(),
  subject: textSchema.min(1),
  taskTitle: textSchema,
  taskDescription: textSchema,
  assigneeName: textSchema,
  assignerName: textSchema,
  taskLink: textSchema.min(1),
  language: languageSchema,
});

/** Payload of the delegation e-mail. */
export type TaskEmailPayload = z.infer<typeof taskEmailPayloadSchema>;

/** Body of "add a micro-task". */
export const createMicroTaskInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  title: textSchema.trim().min(1).max(TASK_TITLE_MAX_LENGTH),
  order: z.number().int().nonnegative().optional(),
  estimatedMinutes: z.number().int().positive().optional(),
});

/** Body of "add a micro-task". */
export type CreateMicroTaskInput = z.infer<typeof createMicroTaskInputSchema>;

/** Body of "edit a micro-task": rename, check or re-estimate; only the fields sent change. */
export const updateMicroTaskInputSchema = z
  .strictObject({
    title: textSchema.trim().min(1).max(TASK_TITLE_MAX_LENGTH),
    completed: z.boolean(),
    estimatedMinutes: z.number().int().positive().nullable(),
  })
  .partial();

/** Body of "edit a micro-task". */
export type UpdateMicroTaskInput = z.infer<typeof updateMicroTaskInputSchema>;

/** Body of "reorder a task's micro-tasks": every one of its micro-task ids, once, in the new order. */
export const reorderMicroTasksInputSchema = z.strictObject({
  ids: z
    .array(uuidSchema)
    .max(MICRO_TASK_REORDER_MAX_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each micro-task id may appear only once'),
});

/** Body of "reorder a task's micro-tasks". */
export type ReorderMicroTasksInput = z.infer<typeof reorderMicroTasksInputSchema>;

/** Body of "put a task on the MVD": the person's day it is for and its place (end of the list when absent). */
export const addToMvdInputSchema = z.strictObject({
  plannedFor: dateSchema.optional(),
  position: z.number().int().nonnegative().max(MVD_POSITION_MAX).optional(),
});

/** Body of "put a task on the MVD". */
export type AddToMvdInput = z.infer<typeof addToMvdInputSchema>;

/** Body of "reorder the MVD": task ids on the list, once each, in the new order (others follow them). */
export const reorderMvdInputSchema = z.strictObject({
  taskIds: z
    .array(uuidSchema)
    .min(1)
    .max(MVD_MAX_TASKS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each task id may appear only once'),
});

/** Body of "reorder the MVD". */
export type ReorderMvdInput = z.infer<typeof reorderMvdInputSchema>;

/** Body of "keep an MVD task for another day". */
export const planMvdTaskInputSchema = z.strictObject({ plannedFor: dateSchema });

/** Body of "keep an MVD task for another day". */
export type PlanMvdTaskInput = z.infer<typeof planMvdTaskInputSchema>;

/** Data of a status-change notification: the old and the new status. */
export const statusNotificationDataSchema = z.object({ old: taskStatusSchema, new: taskStatusSchema });

/**
 * Query of the public delegated-task routes: the token as sent, one value or several (an array). Only
 * text is checked here (NUL and unpaired surrogates are refused at the door, like every string of the
 * API); its shape is checked by `isDelegationTokenFormat` in the use case, so a missing, empty,
 * repeated or malformed token gets the same answer as a wrong one, never a distinguishable 400.
 */
export const delegatedTokenQuerySchema = z.object({
  token: z.union([textSchema, z.array(textSchema)]).optional(),
});

/** Query of the public delegated-task routes. */
export type DelegatedTokenQuery = z.infer<typeof delegatedTokenQuerySchema>;

/** Body of the delegate's "mark as completed" and "mark notifications read": nothing may be sent. */
export const emptyDelegateBodySchema = z.strictObject({});

/** The longest file name an upload may send; it is sanitised and cut to the stored limit after. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 1024;

/** Query of "upload an attachment": the file's name (the body is the file itself). */
export const uploadAttachmentQuerySchema = z.strictObject({
  name: textSchema.min(1).max(UPLOAD_FILE_NAME_MAX_LENGTH),
});

/** Query of "upload an attachment". */
export type UploadAttachmentQuery = z.infer<typeof uploadAttachmentQuerySchema>;

/** Query of the delegate's upload: the link's token (as `delegatedTokenQuerySchema`) and the file's name. */
export const delegatedUploadQuerySchema = z.strictObject({
  token: z.union([textSchema, z.array(textSchema)]).optional(),
  name: textSchema.min(1).max(UPLOAD_FILE_NAME_MAX_LENGTH),
});

/** Query of the delegate's upload. */
export type DelegatedUploadQuery = z.infer<typeof delegatedUploadQuerySchema>;
