import { NOTIFICATION_TYPES } from '@fokus/core';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { JsonValue } from './json-types';
import { tasks } from './tasks';
import { timestamptz } from './timestamptz';

/** The kinds core's notification schemas name (the spec's, the UI's `other`, a reminder, a Pomodoro). */
export const TASK_NOTIFICATION_TYPES = NOTIFICATION_TYPES;
export type TaskNotificationType = (typeof TASK_NOTIFICATION_TYPES)[number];

/** spec §3 Task notification: something happened to a task (e.g. the assignee commented). */
export const taskNotifications = pgTable(
  'task_notifications',
  {
    id: idColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The task owner, who receives the notification. */
    userId: userIdColumn(),
    type: text('type', { enum: TASK_NOTIFICATION_TYPES }).notNull(),
    /** For status changes `{ old_status, new_status }`. */
    data: jsonb('data').$type<{ [key: string]: JsonValue }>(),
    /** Who caused it: the owner's or the assignee's name or e-mail (the assignee has no account). */
    author: text('author'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('task_notifications_user_id_version_idx').on(table.userId, table.version),
    index('task_notifications_task_id_idx').on(table.taskId),
  ],
);
