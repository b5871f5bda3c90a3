// Rows as the API answers them: camelCase, ISO times, HH:MM start times, no tombstone column.
import type { MicroTaskResponse, Task, TaskNotificationResponse } from '@fokus/core';
import type { microTasks, taskNotifications } from '@fokus/db';
import type { TaskRow } from './db-types.js';
import { isoOfNullableTimestamptz, isoOfTimestamptz } from './pg-text.js';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const level = (value: number): 1 | 2 => (value === 2 ? 2 : 1);

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    userId: row.userId,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    status: row.status,
    type: row.type,
    startDate: row.startDate,
    dueDate: row.dueDate,
    // PostgreSQL answers HH:MM:SS; the API speaks HH:MM (spec: start time to the minute).
    startTime: row.startTime === null ? null : row.startTime.slice(0, 5),
    durationMinutes: row.durationMinutes,
    reminderMinutes: row.reminderMinutes as Task['reminderMinutes'],
    importance: level(row.importance),
    urgency: level(row.urgency),
    totalTimeSpent: row.totalTimeSpent,
    timeStarted: iso(row.timeStarted),
    timeCompleted: iso(row.timeCompleted),
    strategyId: row.strategyId,
    attachments: row.attachments,
    comments: row.comments,
    assignment: row.assignment,
    isDelegated: row.isDelegated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The columns of a task, in the order `taskOfColumns` reads them: a statement that selects these (in
 * this order) can be read in node-postgres's array mode, without drizzle's row mapping.
 */
export const TASK_COLUMNS = [
  'id',
  'user_id',
  'owner_id',
  'title',
  'description',
  'status',
  'type',
  'start_date',
  'due_date',
  'start_time',
  'duration_minutes',
  'importance',
  'urgency',
  'total_time_spent',
  'time_started',
  'time_completed',
  'strategy_id',
  'attachments',
  'comments',
  'assignment',
  'is_delegated',
  'created_at',
  'updated_at',
  'version',
  'reminder_minutes',
] as const;

/**
 * The same answer as `toTask`, from the values of `TASK_COLUMNS` as node-postgres reads them with
 * `TEXT_TIME_TYPES`: times and dates in PostgreSQL's text form, the bigint version as text, jsonb
 * parsed. The list's path: it reads a thousand rows per request, so it skips drizzle's row mapping
 * and its Dates (a test keeps the two mappings equal).
 */
export function taskOfColumns(values: readonly unknown[]): Task {
  const startTime = values[9] as string | null;
  return {
    id: values[0] as string,
    userId: values[1] as string,
    ownerId: values[2] as string | null,
    title: values[3] as string,
    description: values[4] as string | null,
    status: values[5] as Task['status'],
    type: values[6] as Task['type'],
    startDate: values[7] as string | null,
    dueDate: values[8] as string | null,
    startTime: startTime === null ? null : startTime.slice(0, 5),
    durationMinutes: values[10] as number | null,
    importance: level(values[11] as number),
    urgency: level(values[12] as number),
    totalTimeSpent: values[13] as number,
    timeStarted: isoOfNullableTimestamptz(values[14] as string | null),
    timeCompleted: isoOfNullableTimestamptz(values[15] as string | null),
    strategyId: values[16] as string | null,
    attachments: values[17] as Task['attachments'],
    comments: values[18] as Task['comments'],
    assignment: values[19] as Task['assignment'],
    isDelegated: values[20] as boolean,
    createdAt: isoOfTimestamptz(values[21] as string),
    updatedAt: isoOfTimestamptz(values[22] as string),
    version: Number(values[23]),
    reminderMinutes: values[24] as Task['reminderMinutes'],
  };
}

export type MicroTaskRow = typeof microTasks.$inferSelect;

export function toMicroTask(row: MicroTaskRow): MicroTaskResponse {
  return {
    id: row.id,
    taskId: row.taskId,
    userId: row.userId,
    title: row.title,
    completed: row.completed,
    order: row.order,
    ...(row.estimateMinutes === null ? {} : { estimatedMinutes: row.estimateMinutes }),
    version: row.version,
  };
}

export type NotificationRow = typeof taskNotifications.$inferSelect;

export function toNotification(row: NotificationRow): TaskNotificationResponse {
  return {
    id: row.id,
    taskId: row.taskId,
    type: row.type,
    data: row.data ?? null,
    author: row.author,
    isRead: row.isRead,
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}
