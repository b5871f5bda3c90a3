/**
 * The API's answers and the entities inside them (tasks, micro-tasks, notifications, strategies,
 * tags), as the server serialises them and the web parses them at its one fetch boundary.
 *
 * Built with `zod/mini`, the same schemas as the rest of core but without classic zod's chained API:
 * the web parses every answer of its first screen with these, and classic zod would add about 25 KB of
 * gzipped JavaScript to that first load (docs/benchmarks.md). This module imports nothing that builds
 * classic schemas. Request schemas stay classic (`task.ts`, `planning.ts` …) and nest these freely.
 */
import * as z from 'zod/mini';
import {
  ASSIGNEE_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  DEFAULT_IMPORTANCE,
  DEFAULT_URGENCY,
  REMINDER_OFFSETS_MINUTES,
  STRATEGY_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from '../constants';
import { ERROR_CODES } from '../errors';
import { STRATEGY_COLORS } from '../priority';
import { TASK_STATUSES } from '../task-status';
import { UNSAFE_TEXT_MESSAGE, isSafeText } from './safe-text';

/** Text without NUL or unpaired surrogates (the answers' side of `textSchema`). */
const text = z.stringFormat('text', isSafeText, { message: UNSAFE_TEXT_MESSAGE });
const id = text.check(z.minLength(1), z.maxLength(200));
const dateTime = z.iso.datetime({ offset: true });
const date = z.iso.date();
const timeOfDay = text.check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM'));
const count = z.number().check(z.int(), z.nonnegative());
const priorityLevel = z.union([z.literal(1), z.literal(2)]);
/** A version of the sync sequence (DESIGN.md: one global sequence; `since=N` asks for what is above N). */
const syncVersion = count;

/** A task status. */
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** Task kinds: a plain task or an idea. */
export const TASK_TYPES = ['task', 'idea'] as const;

/** The kind of a task. */
export const taskTypeSchema = z.enum(TASK_TYPES);

/** A task kind. */
export type TaskType = z.infer<typeof taskTypeSchema>;

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
  access_token: z.optional(text.check(z.minLength(1))),
  assignee_email: z.email(),
  assignee_name: z.nullish(text.check(z.trim(), z.maxLength(ASSIGNEE_NAME_MAX_LENGTH))),
  status: z._default(assignmentStatusSchema, 'pending'),
  assigned_at: dateTime,
});

/** A task's delegation. */
export type Assignment = z.infer<typeof assignmentSchema>;

/** A file attached to a task (spec §3, snake_case as stored). */
export const attachmentSchema = z.object({
  id,
  name: text.check(z.minLength(1), z.maxLength(255)),
  type: text.check(z.maxLength(255)),
  size: count,
  url: text.check(z.minLength(1)),
  created_at: dateTime,
});

/** A file attached to a task. */
export type Attachment = z.infer<typeof attachmentSchema>;

/** A comment on a task; its id is built from a timestamp (spec §3, snake_case as stored). */
export const commentSchema = z.object({
  id,
  text: text.check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX_LENGTH)),
  created_at: dateTime,
  author_email: text,
  author_name: z.nullish(text),
});

/** A comment on a task. */
export type Comment = z.infer<typeof commentSchema>;

/** A task (spec §3) as the API returns it. */
export const taskSchema = z.object({
  id,
  userId: id,
  ownerId: z.nullable(id),
  title: text,
  description: z.nullable(text),
  status: taskStatusSchema,
  startDate: z.nullable(date),
  dueDate: z.nullable(date),
  startTime: z.nullable(timeOfDay),
  durationMinutes: z.nullable(count),
  /** Minutes before the start to remind (0 = at the start); null = no reminder. */
  reminderMinutes: z._default(z.nullable(z.literal(REMINDER_OFFSETS_MINUTES)), null),
  importance: z._default(priorityLevel, DEFAULT_IMPORTANCE),
  urgency: z._default(priorityLevel, DEFAULT_URGENCY),
  totalTimeSpent: z._default(count, 0),
  timeStarted: z.nullable(dateTime),
  timeCompleted: z.nullable(dateTime),
  type: z._default(taskTypeSchema, 'task'),
  strategyId: z.nullable(id),
  attachments: z._default(z.array(attachmentSchema), []),
  comments: z._default(z.array(commentSchema), []),
  assignment: z.nullable(assignmentSchema),
  isDelegated: z._default(z.boolean(), false),
  createdAt: dateTime,
  updatedAt: z.optional(dateTime),
  version: z.optional(count),
});

/** A task. */
export type Task = z.infer<typeof taskSchema>;

/** A micro-task: one small concrete step of a task (spec §3). */
export const microTaskSchema = z.object({
  id,
  taskId: id,
  userId: id,
  title: text.check(z.trim(), z.minLength(1), z.maxLength(TASK_TITLE_MAX_LENGTH)),
  completed: z._default(z.boolean(), false),
  order: z.optional(count),
  estimatedMinutes: z.optional(z.number().check(z.int(), z.positive())),
});

/** A micro-task. */
export type MicroTask = z.infer<typeof microTaskSchema>;

/** A row of the MVD list (spec §3 mvd_tasks), with the day it is planned for and its place. */
export const mvdTaskSchema = z.object({
  taskId: id,
  userId: id,
  plannedFor: z.nullable(date),
  position: count,
});

/** A row of the MVD list. */
export type MvdTask = z.infer<typeof mvdTaskSchema>;

/** Kinds of task notification (spec §3; the UI also lists "other"). */
export const NOTIFICATION_TYPES = [
  'status',
  'description',
  'attachment',
  'comment',
  'other',
  'reminder',
  'pomodoro',
] as const;

/** A task notification kind. */
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** A task notification (spec §3 task_notifications). */
export const taskNotificationSchema = z.object({
  id,
  taskId: id,
  type: notificationTypeSchema,
  data: z.nullable(z.record(text, z.unknown())),
  createdAt: dateTime,
  author: z.nullable(text),
  isRead: z._default(z.boolean(), false),
});

/** A task notification. */
export type TaskNotification = z.infer<typeof taskNotificationSchema>;

/** A task notification as the API answers it: with the time it was read (null while unread). */
export const taskNotificationResponseSchema = z.extend(taskNotificationSchema, {
  readAt: z.nullable(dateTime),
});

/** A task notification as the API answers it. */
export type TaskNotificationResponse = z.infer<typeof taskNotificationResponseSchema>;

/** Answer of `GET /api/notifications`: newest first. */
export const taskNotificationListResponseSchema = z.array(taskNotificationResponseSchema);

/** Answer of `GET /api/notifications`. */
export type TaskNotificationListResponse = z.infer<typeof taskNotificationListResponseSchema>;

/** Answer of `GET /api/tasks` (a view): the tasks and the highest version among the user's tasks. */
export const taskListResponseSchema = z.object({
  tasks: z.array(taskSchema),
  /** The highest version among the user's tasks, tombstones included: the next `since`. */
  version: syncVersion,
});

/** Answer of `GET /api/tasks`. */
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

const tombstones = z.array(z.object({ id, version: syncVersion }));

/** Answer of `GET /api/tasks?since=N`: tasks changed after N, the ones deleted since, the new version. */
export const taskDeltaResponseSchema = z.extend(taskListResponseSchema, { deleted: tombstones });

/** Answer of `GET /api/tasks?since=N`. */
export type TaskDeltaResponse = z.infer<typeof taskDeltaResponseSchema>;

/** What `GET /api/tasks` answers either way: a list, or with `since` a delta (the one with `deleted`). */
export const listTasksResponseSchema = z.extend(taskListResponseSchema, { deleted: z.optional(tombstones) });

/** What `GET /api/tasks` answers. */
export type ListTasksResponse = z.infer<typeof listTasksResponseSchema>;

/** Answer of "get / create / edit a task", "add time" and "add a comment": the task as stored now. */
export const taskResponseSchema = taskSchema;

/** Answer of the calls that return one task. */
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** Answer of "change a task's status". */
export const changeTaskStatusResponseSchema = z.object({
  task: taskSchema,
  /** The `{ old, new }` status notification; null when the status did not change. */
  notification: z.nullable(taskNotificationResponseSchema),
  /** Completing a task takes it off the minimum viable day. */
  removedFromMvd: z.boolean(),
});

/** Answer of "change a task's status". */
export type ChangeTaskStatusResponse = z.infer<typeof changeTaskStatusResponseSchema>;

/** A micro-task as the API answers it, with its sync version. */
export const microTaskResponseSchema = z.extend(microTaskSchema, { version: syncVersion });

/** A micro-task as the API answers it. */
export type MicroTaskResponse = z.infer<typeof microTaskResponseSchema>;

/** Answer of "list" and "reorder" a task's micro-tasks: in their order. */
export const microTaskListResponseSchema = z.array(microTaskResponseSchema);

/** Answer of "list" and "reorder" a task's micro-tasks. */
export type MicroTaskListResponse = z.infer<typeof microTaskListResponseSchema>;

/**
 * One entry of the minimum viable day: its task, the person's day it is planned for (null on entries
 * from before the day was kept: the day of `createdAt` then), its place on the list and when it was added.
 */
export const mvdEntrySchema = z.object({
  taskId: id,
  plannedFor: z.nullable(date),
  position: count,
  createdAt: dateTime,
});

/** One entry of the minimum viable day. */
export type MvdEntry = z.infer<typeof mvdEntrySchema>;

/** Answer of `GET /api/mvd`: the minimum viable day in its order, as task ids and as entries. */
export const mvdResponseSchema = z.object({ taskIds: z.array(id), entries: z.array(mvdEntrySchema) });

/** Answer of `GET /api/mvd`. */
export type MvdResponse = z.infer<typeof mvdResponseSchema>;

/** A strategy colour (the spec's twelve; tags use them too). */
export const strategyColorSchema = z.enum(STRATEGY_COLORS);

/** Stored strategy priority: 1 low, 2 medium, 3 high. */
export const strategyPrioritySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A strategy, i.e. a strategic direction tasks belong to (spec §3). */
export const strategySchema = z.object({
  id,
  userId: id,
  name: text.check(z.trim(), z.minLength(1), z.maxLength(TASK_TITLE_MAX_LENGTH)),
  description: z.nullable(text.check(z.maxLength(STRATEGY_DESCRIPTION_MAX_LENGTH))),
  color: strategyColorSchema,
  priority: strategyPrioritySchema,
  createdAt: z.optional(dateTime),
});

/** A strategy. */
export type Strategy = z.infer<typeof strategySchema>;

/** A strategy as the API answers it, with its sync version. */
export const strategyResponseSchema = z.extend(strategySchema, { version: count });

/** A strategy as the API answers it. */
export type StrategyResponse = z.infer<typeof strategyResponseSchema>;

/** Answer of `GET /api/strategies`: highest priority first. */
export const strategyListResponseSchema = z.array(strategyResponseSchema);

/** Answer of `GET /api/strategies`. */
export type StrategyListResponse = z.infer<typeof strategyListResponseSchema>;

/** A tag colour: one of the spec's twelve strategy colours. */
export const tagColorSchema = strategyColorSchema;

/** A tag colour. */
export type TagColor = z.infer<typeof tagColorSchema>;

/** A tag as the API answers it. */
export const tagSchema = z.object({
  id,
  userId: id,
  name: text,
  color: tagColorSchema,
  createdAt: dateTime,
  version: z.optional(count),
});

/** A tag. */
export type Tag = z.infer<typeof tagSchema>;

/** A tag on a task, as the API answers it; its id is derived from the pair (`taskTagId`). */
export const taskTagSchema = z.object({ id, taskId: id, tagId: id, version: z.optional(count) });

/** A tag on a task. */
export type TaskTag = z.infer<typeof taskTagSchema>;

/** Answer of `GET /api/tags`: the person's live tags, by name. */
export const tagListResponseSchema = z.array(tagSchema);

/** Answer of `GET /api/task-tags`: every live tag on every live task, as links. */
export const taskTagListResponseSchema = z.array(taskTagSchema);

/** Every failure the API answers (`/api/auth/*` excepted: better-auth's own codes pass through there). */
export const errorResponseSchema = z.object({
  /** One of core's error codes (errors.ts), each with one HTTP status. */
  code: z.enum(ERROR_CODES),
  /** English; the code's text or a more precise one that is safe to show. Never a 5xx's details. */
  message: text,
});

/** An error answer. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Answer of `GET /api/health` (200 when the database answers, else 503 with the same shape). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ state: z.enum(['up', 'down']), latencyMs: z.number().check(z.nonnegative()) }),
});

/** Answer of `GET /api/health`. */
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Answer of `GET /api/client-config`: what the web app may know of the server's setup before sign-in. */
export const clientConfigResponseSchema = z.object({
  auth: z.object({
    oidc: z.object({ enabled: z.boolean(), providerId: text, name: text }),
  }),
});

/** Answer of `GET /api/client-config`. */
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;

/** Answer of `GET /api/docs/json`: an OpenAPI 3.1 document. */
export const openApiDocumentResponseSchema = z.looseObject({
  openapi: text,
  info: z.record(text, z.unknown()),
  paths: z.record(text, z.record(text, z.unknown())),
});

/** Answer of `GET /api/docs/json`. */
export type OpenApiDocumentResponse = z.infer<typeof openApiDocumentResponseSchema>;

/** The signed-in user as `GET /api/auth/get-session` (better-auth) answers it; other fields pass. */
export const sessionUserSchema = z.looseObject({
  id,
  email: text,
  name: z.nullish(text),
  image: z.nullish(text),
});

/** The signed-in user. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of `GET /api/auth/get-session`: the session and its user, or null when signed out. */
export const sessionResponseSchema = z.nullable(
  z.looseObject({ session: z.looseObject({ expiresAt: text }), user: sessionUserSchema }),
);

/** Answer of `GET /api/auth/get-session`. */
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A comment as the delegated page sees it: the author's name, never their e-mail. */
export const delegatedCommentSchema = z.object({
  id,
  text,
  createdAt: dateTime,
  authorName: z.nullable(text),
  /** True when the delegate wrote it (else the owner did). */
  fromAssignee: z.boolean(),
});

/** A comment as the delegated page sees it. */
export type DelegatedComment = z.infer<typeof delegatedCommentSchema>;

/**
 * A delegated task as the public page reads it (spec §2, §6): title, description, date, status,
 * attachments, comments and the assignment without its e-mail or token. Nothing else of the owner's.
 */
export const delegatedTaskSchema = z.object({
  id,
  title: text,
  description: z.nullable(text),
  status: taskStatusSchema,
  startDate: z.nullable(date),
  dueDate: z.nullable(date),
  startTime: z.nullable(timeOfDay),
  attachments: z.array(attachmentSchema),
  comments: z.array(delegatedCommentSchema),
  assignment: z.object({
    assigneeName: z.nullable(text),
    status: assignmentStatusSchema,
    assignedAt: dateTime,
  }),
});

/** A delegated task as the public page reads it. */
export type DelegatedTask = z.infer<typeof delegatedTaskSchema>;

/**
 * Answer of "delegate a task": the task, the link's path `/shared-task/{id}?token={token}` and its
 * absolute URL (the only answer that ever holds the token), and whether the e-mail was queued (when
 * not, the web copies the link for the owner to send).
 */
export const delegateTaskResponseSchema = z.object({
  task: taskSchema,
  link: text,
  url: text,
  emailQueued: z.boolean(),
});

/** Answer of "delegate a task". */
export type DelegateTaskResponse = z.infer<typeof delegateTaskResponseSchema>;

/** Answer of `GET /api/calendar-feed`: whether the private calendar feed is on, and since when. */
export const calendarFeedStateSchema = z.object({ enabled: z.boolean(), createdAt: z.nullable(dateTime) });

/** Answer of `GET /api/calendar-feed`. */
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** Answer of `PUT /api/calendar-feed`: the feed's new secret URL, the only answer that holds it. */
export const calendarFeedLinkSchema = z.object({ enabled: z.literal(true), createdAt: dateTime, url: text });

/** Answer of `PUT /api/calendar-feed`. */
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** Answer of `GET /api/delegated-tasks`: the owner's delegated tasks, newest delegation first. */
export const delegatedTaskListResponseSchema = z.array(taskSchema);

/** Answer of `GET /api/delegated-tasks`. */
export type DelegatedTaskListResponse = z.infer<typeof delegatedTaskListResponseSchema>;

/** Answer of `GET /api/push/public-key`: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: text.check(z.minLength(1)) });

/** Answer of `GET /api/push/public-key`. */
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;
