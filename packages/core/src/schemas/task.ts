/** Schemas of tasks and what hangs off them: assignment, attachment, comment, micro-task, MVD entry, notification. */
import { z } from 'zod';
import {
  ASSIGNEE_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  DEFAULT_IMPORTANCE,
  DEFAULT_URGENCY,
  MICRO_TASK_REORDER_MAX_IDS,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_DURATION_MAX_MINUTES,
  TASK_TITLE_MAX_LENGTH,
  TIME_SPENT_ADD_MAX_SECONDS,
} from '../constants';
import { ERROR_TEXTS } from '../errors';
import { parseJsonTextList, parseJsonTextObject } from '../json-text';
import { TASK_STATUSES } from '../task-status';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  languageSchema,
  priorityLevelSchema,
  timeOfDaySchema,
  uuidSchema,
} from './common';

/** A task status. */
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** Task kinds: a plain task or an idea. */
export const TASK_TYPES = ['task', 'idea'] as const;

/** The kind of a task. */
export const taskTypeSchema = z.enum(TASK_TYPES);

/** A task kind. */
export type TaskType = z.infer<typeof taskTypeSchema>;

/** A title as typed: trimmed, then non-empty (spec §5 taskTitleEmpty). */
export const taskTitleSchema = z
  .string()
  .trim()
  .min(1, ERROR_TEXTS.TASK_TITLE_EMPTY.en)
  .max(TASK_TITLE_MAX_LENGTH);

/** Delegation states, in order (spec §4). */
export const ASSIGNMENT_STATUSES = ['pending', 'accepted', 'completed'] as const;

/** A delegation state. */
export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);

/** A delegation state. */
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/**
 * A task's delegation (spec §3, with the spec's snake_case field names, as stored and served). The
 * access token is present only where it is first handed out; the server keeps it hashed elsewhere.
 */
export const assignmentSchema = z.object({
  access_token: z.string().min(1).optional(),
  assignee_email: z.email(),
  assignee_name: z.string().trim().max(ASSIGNEE_NAME_MAX_LENGTH).nullish(),
  status: assignmentStatusSchema.default('pending'),
  assigned_at: dateTimeSchema,
});

/** A task's delegation. */
export type Assignment = z.infer<typeof assignmentSchema>;

/** A file attached to a task (spec §3, snake_case as stored). */
export const attachmentSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(255),
  type: z.string().max(255),
  size: z.number().int().nonnegative(),
  url: z.string().min(1),
  created_at: dateTimeSchema,
});

/** A file attached to a task. */
export type Attachment = z.infer<typeof attachmentSchema>;

/** A comment on a task; its id is built from a timestamp (spec §3, snake_case as stored). */
export const commentSchema = z.object({
  id: idSchema,
  text: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  created_at: dateTimeSchema,
  author_email: z.string(),
  author_name: z.string().nullish(),
});

/** A comment on a task. */
export type Comment = z.infer<typeof commentSchema>;

/** A task (spec §3) as the API returns it. */
export const taskSchema = z.object({
  id: idSchema,
  userId: idSchema,
  ownerId: idSchema.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: taskStatusSchema,
  startDate: dateSchema.nullable(),
  dueDate: dateSchema.nullable(),
  startTime: timeOfDaySchema.nullable(),
  durationMinutes: z.number().int().nonnegative().nullable(),
  importance: priorityLevelSchema.default(DEFAULT_IMPORTANCE),
  urgency: priorityLevelSchema.default(DEFAULT_URGENCY),
  totalTimeSpent: z.number().int().nonnegative().default(0),
  timeStarted: dateTimeSchema.nullable(),
  timeCompleted: dateTimeSchema.nullable(),
  type: taskTypeSchema.default('task'),
  strategyId: idSchema.nullable(),
  attachments: z.array(attachmentSchema).default([]),
  comments: z.array(commentSchema).default([]),
  assignment: assignmentSchema.nullable(),
  isDelegated: z.boolean().default(false),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema.optional(),
  version: z.number().int().nonnegative().optional(),
});

/** A task. */
export type Task = z.infer<typeof taskSchema>;

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

/** Fields the owner may set when creating or editing a task. */
const editableTaskFields = {
  description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH).nullable(),
  startDate: dateSchema.nullable(),
  dueDate: dateSchema.nullable(),
  startTime: timeOfDaySchema.nullable(),
  durationMinutes: z.number().int().nonnegative().max(TASK_DURATION_MAX_MINUTES).nullable(),
  importance: priorityLevelSchema,
  urgency: priorityLevelSchema,
  strategyId: idSchema.nullable(),
};

/** Body of "create a task"; the id is client-generated so a retried create is idempotent. */
export const createTaskInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  title: taskTitleSchema,
  type: taskTypeSchema.default('task'),
  ...z.object(editableTaskFields).partial().shape,
});

/** Body of "create a task". */
export type CreateTaskInput = z.infer<typeof createTaskInputSchema>;

/** Body of "edit a task": any editable field; status and time have their own calls. */
export const updateTaskInputSchema = z
  .strictObject({
    title: taskTitleSchema,
    type: taskTypeSchema,
    attachments: z.array(attachmentSchema),
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
  text: z.string().trim().min(1, ERROR_TEXTS.COMMENT_EMPTY.en).max(COMMENT_MAX_LENGTH),
});

/** Body of "add a comment". */
export type AddCommentInput = z.infer<typeof addCommentInputSchema>;

/** Body of "delegate a task". */
export const delegateTaskInputSchema = z.strictObject({
  assigneeEmail: z.email(),
  assigneeName: z.string().trim().max(ASSIGNEE_NAME_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
});

/** Body of "delegate a task". */
export type DelegateTaskInput = z.infer<typeof delegateTaskInputSchema>;

/** Route and query of the public delegated-task page. */
export const delegatedAccessInputSchema = z.object({
  taskId: z.string().trim(),
  token: z.string().trim(),
});

/** Route and query of the public delegated-task page. */
export type DelegatedAccessInput = z.infer<typeof delegatedAccessInputSchema>;

/** Body of "set my name" on the delegated page. */
export const setAssigneeNameInputSchema = z.strictObject({
  name: z.string().trim().min(1, ERROR_TEXTS.ASSIGNEE_NAME_EMPTY.en).max(ASSIGNEE_NAME_MAX_LENGTH),
});

/** Body of "set my name". */
export type SetAssigneeNameInput = z.infer<typeof setAssigneeNameInputSchema>;

/** Payload of the delegation e-mail (spec §7 send-task-email). */
export const taskEmailPayloadSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  taskTitle: z.string(),
  taskDescription: z.string(),
  assigneeName: z.string(),
  assignerName: z.string(),
  taskLink: z.string().min(1),
  language: languageSchema,
});

/** Payload of the delegation e-mail. */
export type TaskEmailPayload = z.infer<typeof taskEmailPayloadSchema>;

/** A micro-task: one small concrete step of a task (spec §3). */
export const microTaskSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  userId: idSchema,
  title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH),
  completed: z.boolean().default(false),
  order: z.number().int().nonnegative().optional(),
  estimatedMinutes: z.number().int().positive().optional(),
});

/** A micro-task. */
export type MicroTask = z.infer<typeof microTaskSchema>;

/** Body of "add a micro-task". */
export const createMicroTaskInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH),
  order: z.number().int().nonnegative().optional(),
  estimatedMinutes: z.number().int().positive().optional(),
});

/** Body of "add a micro-task". */
export type CreateMicroTaskInput = z.infer<typeof createMicroTaskInputSchema>;

/** Body of "edit a micro-task": rename, check or re-estimate; only the fields sent change. */
export const updateMicroTaskInputSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH),
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

/** A row of the MVD list (spec §3 mvd_tasks). */
export const mvdTaskSchema = z.object({ taskId: idSchema, userId: idSchema });

/** A row of the MVD list. */
export type MvdTask = z.infer<typeof mvdTaskSchema>;

/** Kinds of task notification (spec §3; the UI also lists "other"). */
export const NOTIFICATION_TYPES = ['status', 'description', 'attachment', 'comment', 'other'] as const;

/** A task notification kind. */
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Data of a status-change notification: the old and the new status. */
export const statusNotificationDataSchema = z.object({ old: taskStatusSchema, new: taskStatusSchema });

/** A task notification (spec §3 task_notifications). */
export const taskNotificationSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  type: notificationTypeSchema,
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: dateTimeSchema,
  author: z.string().nullable(),
  isRead: z.boolean().default(false),
});

/** A task notification. */
export type TaskNotification = z.infer<typeof taskNotificationSchema>;
