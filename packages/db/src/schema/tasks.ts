import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { REMINDER_OFFSETS_MINUTES, TASK_STATUSES, TASK_TYPES } from '@fokus/core';
import { createdAtColumn, idColumn, quotedList, syncColumns, userIdColumn } from './columns';
import type { TaskAssignment, TaskAttachment, TaskComment } from './json-types';
import { strategies } from './strategies';
import { timestamptz } from './timestamptz';
import { user } from './user';

/** spec §3 Task. */
export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** Who created the task; kept apart from `userId` as in the spec. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Plain text or a serialised rich-text (TipTap JSON) document; the API decides which. */
    description: text('description'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('waiting'),
    type: text('type', { enum: TASK_TYPES }).notNull().default('task'),
    /** Calendar day the task is planned for (YYYY-MM-DD, no time zone). */
    startDate: date('start_date', { mode: 'string' }),
    /** The spec's fallback date field, read when `startDate` is empty. */
    dueDate: date('due_date', { mode: 'string' }),
    /** Time of day on `startDate` (HH:MM:SS). */
    startTime: time('start_time'),
    durationMinutes: integer('duration_minutes'),
    /** Minutes before the start (date + start time) to remind; null = no reminder, 0 = at the start. */
    reminderMinutes: smallint('reminder_minutes'),
    importance: smallint('importance').notNull().default(1),
    urgency: smallint('urgency').notNull().default(1),
    /** Seconds. */
    totalTimeSpent: integer('total_time_spent').notNull().default(0),
    timeStarted: timestamptz('time_started'),
    timeCompleted: timestamptz('time_completed'),
    strategyId: uuid('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
    attachments: jsonb('attachments').$type<TaskAttachment[]>().notNull().default([]),
    comments: jsonb('comments').$type<TaskComment[]>().notNull().default([]),
    /** Null when the task is not delegated. The access token is in `delegation_tokens`, hashed. */
    assignment: jsonb('assignment').$type<TaskAssignment>(),
    isDelegated: boolean('is_delegated').notNull().default(false),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('tasks_user_id_version_idx').on(table.userId, table.version),
    index('tasks_strategy_id_idx').on(table.strategyId),
    check('tasks_status_check', sql`${table.status} in (${quotedList(TASK_STATUSES)})`),
    check('tasks_type_check', sql`${table.type} in (${quotedList(TASK_TYPES)})`),
    check('tasks_importance_check', sql`${table.importance} in (1, 2)`),
    check('tasks_urgency_check', sql`${table.urgency} in (1, 2)`),
    check('tasks_total_time_spent_check', sql`${table.totalTimeSpent} >= 0`),
    check('tasks_duration_minutes_check', sql`${table.durationMinutes} > 0`),
    check(
      'tasks_reminder_minutes_check',
      sql`${table.reminderMinutes} in (${sql.raw(REMINDER_OFFSETS_MINUTES.join(', '))})`,
    ),
  ],
);
