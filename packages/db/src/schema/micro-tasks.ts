import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import { tasks } from './tasks';

/** spec §3 Micro-task: one small concrete step of a task, in order, with a time estimate. */
export const microTasks = pgTable(
  'micro_tasks',
  {
    id: idColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    /** Position among the task's steps, ascending. */
    order: integer('order').notNull().default(0),
    estimateMinutes: integer('estimate_minutes'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('micro_tasks_user_id_version_idx').on(table.userId, table.version),
    index('micro_tasks_task_id_idx').on(table.taskId),
    check('micro_tasks_estimate_minutes_check', sql`${table.estimateMinutes} > 0`),
  ],
);
