// Keeps each task's reminder job in step with the task (issue 18): after every change of a task —
// through its REST routes or /api/sync — and after the person's time zone changes, the task's one job
// (key `reminder:<taskId>`) is stored anew at the instant the task now wants, or cancelled when it
// wants none. The worker checks the task again before it fires (fire-reminder.ts), so a job that
// raced a change never reminds of a moved or finished task.
import { wantedReminder, type Task } from '@fokus/core';
import { tasks, type Database } from '@fokus/db';
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type pg from 'pg';
import type { JobLogger, JobType } from '../../shared/jobs.js';

/** What a reminder job carries: the task and the instant it was stored for (ISO). */
export interface ReminderJobData {
  readonly taskId: string;
  readonly at: string;
}

/** The zone a person without a stored time zone is reminded in. */
export const DEFAULT_REMINDER_TIME_ZONE = 'UTC';

/** Schedules reminders; what the task use cases' callers run after a commit. */
export interface ReminderScheduler {
  /** Stores the task's reminder job at the instant it wants now, or cancels it. Never throws. */
  rescheduleTask(taskId: string): Promise<void>;
  /** Does that for each live task of the user that has a reminder (their time zone changed). */
  rescheduleUser(userId: string): Promise<void>;
}

/** The scheduler of an app without a job queue: reminders are never stored. */
export const noReminderScheduler: ReminderScheduler = {
  rescheduleTask: () => Promise.resolve(),
  rescheduleUser: () => Promise.resolve(),
};

/** The job key of a task's reminder. */
export function reminderJobKey(taskId: string): string {
  return `reminder:${taskId}`;
}

/** What a task's reminder depends on, as the scheduler reads it (dates and times as text). */
interface TaskTimingRow {
  start_date: string | null;
  start_time: string | null;
  reminder_minutes: number | null;
  status: string;
  deleted: boolean;
  time_zone: string | null;
}

const TASK_TIMING_SQL = `select t.start_date::text as start_date, t.start_time::text as start_time,
    t.reminder_minutes, t.status, t.deleted_at is not null as deleted, s.time_zone
  from tasks t left join user_settings s on s.user_id = t.user_id and s.deleted_at is null
  where t.id = $1`;

export interface ReminderSchedulerOptions {
  db: Database;
  pool: pg.Pool;
  job: JobType<ReminderJobData>;
  now: () => Date;
  log: JobLogger;
}

/** The scheduler over the job queue. */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { db, pool, job, now, log } = options;

  /**
   * Reads the task and stores or cancels its job while holding a lock on its key, so two processes
   * handling changes of one task at once end with the job of the later read. Everything runs on the
   * one connection that holds the lock: a burst of changes never waits for a second connection.
   */
  async function reschedule(taskId: string): Promise<void> {
    const lock = `fokus:${reminderJobKey(taskId)}`;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [lock]);
      try {
        const { rows } = await client.query<TaskTimingRow>(TASK_TIMING_SQL, [taskId]);
        const task = rows[0];
        const at =
          task && !task.deleted
            ? wantedReminder(
                {
                  startDate: task.start_date,
                  startTime: task.start_time,
                  reminderMinutes: task.reminder_minutes as Task['reminderMinutes'],
                  status: task.status as Task['status'],
                },
                task.time_zone ?? DEFAULT_REMINDER_TIME_ZONE,
              )
            : null;
        const key = reminderJobKey(taskId);
        if (at === null) await job.cancel(key, client);
        // A time already past is left alone: its job has fired or is firing (the worker checks it).
        else if (at.getTime() > now().getTime())
          await job.replace({ taskId, at: at.toISOString() }, { key, startAfter: at, client });
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [lock]);
      }
    } finally {
      client.release();
    }
  }

  return {
    async rescheduleTask(taskId) {
      try {
        await reschedule(taskId);
      } catch (error) {
        // The change itself has committed; a reminder that could not be stored is logged, not answered.
        log.error({ err: error, taskId }, 'could not schedule the task reminder');
      }
    },
    async rescheduleUser(userId) {
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.userId, userId),
            isNull(tasks.deletedAt),
            isNotNull(tasks.reminderMinutes),
            notInArray(tasks.status, ['completed', 'cancelled']),
          ),
        );
      for (const row of rows) await this.rescheduleTask(row.id);
    },
  };
}
