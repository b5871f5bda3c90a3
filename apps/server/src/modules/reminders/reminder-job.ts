// The reminder job's definition: registered on the app's job queue while the app is built, with the
// scheduler that stores its jobs.
import { z } from 'zod';
import type { Database } from '@fokus/db';
import type pg from 'pg';
import type { JobLogger, JobQueue } from '../../shared/jobs.js';
import { fireReminder, type FireReminderDeps } from './fire-reminder.js';
import {
  createReminderScheduler,
  type ReminderJobData,
  type ReminderScheduler,
} from './reminder-scheduler.js';

/** The queue of task reminders. */
export const REMINDER_JOB = 'task-reminder';

/** Seconds a push service keeps a reminder for a browser that is offline: later it is no use. */
export const REMINDER_PUSH_TTL_SECONDS = 30 * 60;

/** How long a push service may take to answer one push. */
export const REMINDER_PUSH_TIMEOUT_MS = 10_000;

const reminderJobDataSchema = z.object({ taskId: z.uuid(), at: z.iso.datetime({ offset: true }) });

export interface ReminderJobOptions extends Omit<FireReminderDeps, 'log'> {
  jobs: JobQueue;
  pool: pg.Pool;
  db: Database;
  log: JobLogger;
}

/** Defines the reminder job on `jobs` (before it starts) and returns the scheduler that stores it. */
export function defineReminderJob(options: ReminderJobOptions): ReminderScheduler {
  const job = options.jobs.define<ReminderJobData>({
    name: REMINDER_JOB,
    // Only the e-mail fallback throws: a few tries, a minute apart, then it is too late to matter.
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 2,
    parse: (data) => reminderJobDataSchema.parse(data),
    async handle(data) {
      await fireReminder(options, data);
    },
  });
  return createReminderScheduler({
    db: options.db,
    pool: options.pool,
    job,
    now: options.now,
    log: options.log,
  });
}
