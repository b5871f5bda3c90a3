import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import { tasks } from './tasks';

/**
 * spec §3 MVD task: a task on the user's minimum viable day. The limit of 3 is a rule of
 * `@fokus/core`, enforced by the server; the database only keeps a task from being listed twice.
 */
export const mvdTasks = pgTable(
  'mvd_tasks',
  {
    id: idColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /**
     * The person's calendar day (YYYY-MM-DD, their time zone) the task is on the list for; null for
     * rows from before the day was kept, read as the day of `createdAt`. The end-of-day step offers
     * unfinished tasks of a day that has ended.
     */
    plannedFor: date('planned_for', { mode: 'string' }),
    /** Place on the list, smallest first (ties by `createdAt`); the person reorders the three. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('mvd_tasks_user_id_version_idx').on(table.userId, table.version),
    index('mvd_tasks_task_id_idx').on(table.taskId),
    // Tombstoned rows do not count, so a task can be put back on the list.
    uniqueIndex('mvd_tasks_live_user_id_task_id_key')
      .on(table.userId, table.taskId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
