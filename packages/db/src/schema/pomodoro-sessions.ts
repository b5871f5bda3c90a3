import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { POMODORO_PHASES } from '@fokus/core';
import { createdAtColumn, idColumn, quotedList, syncColumns, userIdColumn } from './columns';
import { tasks } from './tasks';
import { timestamptz } from './timestamptz';

/**
 * One finished Pomodoro interval (issue 18): a work interval or a break, the task it was bound to,
 * when it ran and how long it counted. The running timer itself is the browser's stored timestamps;
 * a row is written when an interval ends (ran out, skipped or reset with time counted).
 */
export const pomodoroSessions = pgTable(
  'pomodoro_sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** The task the work time went to; kept when the task goes, as a session without a task. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    phase: text('phase', { enum: POMODORO_PHASES }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at').notNull(),
    /** Seconds counted (pauses excluded). */
    seconds: integer('seconds').notNull(),
    /** True when the interval ran to its end, false when it was skipped or reset early. */
    completed: boolean('completed').notNull(),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('pomodoro_sessions_user_id_version_idx').on(table.userId, table.version),
    index('pomodoro_sessions_user_id_started_at_idx').on(table.userId, table.startedAt),
    index('pomodoro_sessions_task_id_idx').on(table.taskId),
    check('pomodoro_sessions_phase_check', sql`${table.phase} in (${quotedList(POMODORO_PHASES)})`),
    check('pomodoro_sessions_seconds_check', sql`${table.seconds} >= 0`),
    check('pomodoro_sessions_times_check', sql`${table.endedAt} >= ${table.startedAt}`),
  ],
);
