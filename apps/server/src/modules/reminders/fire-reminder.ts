// Runs a reminder job (issue 18): checks that the task still wants this reminder at this instant,
// records the 'reminder' task notification (once per task and instant, so a retried job does not add
// another), pushes it to each of the person's browsers and, when none took it, e-mails it.
import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  buildReminderEmail,
  buildReminderPush,
  isReminderStillDue,
  type Task,
} from '@fokus/core';
import { pushSubscriptions, taskNotifications, tasks, user, userSettings, type Database } from '@fokus/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JobLogger } from '../../shared/jobs.js';
import type { MailTransport } from '../mail/mail-transport.js';
import type { ReminderJobData } from './reminder-scheduler.js';
import type { VapidKeys } from './vapid-keys.js';
import { sendPush, type PushSendOptions } from './web-push-sender.js';

export interface FireReminderDeps {
  db: Database;
  now: () => Date;
  log: JobLogger;
  transport: MailTransport;
  /** The sender address (for the Message-ID's domain). */
  mailFrom: string;
  /** The app's public URL, for the e-mail's link. */
  publicUrl: string;
  /** The server's VAPID key pair (vapid-keys.ts). */
  vapidKeys: () => Promise<VapidKeys>;
  push: Omit<PushSendOptions, 'vapid'>;
}

/** What a fired reminder did. */
export type FireOutcome = 'stale' | 'pushed' | 'emailed';

/** A Message-ID that is the same for every try of one reminder (task and instant). */
function reminderMessageId(data: ReminderJobData, from: string): string {
  const digest = createHash('sha256').update(`${data.taskId}\n${data.at}`).digest('hex').slice(0, 32);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fokus.invalid';
  return `reminder-${digest}@${domain}`;
}

/** Fires one reminder; throws only when the e-mail it had to send failed (the job retries). */
export async function fireReminder(deps: FireReminderDeps, data: ReminderJobData): Promise<FireOutcome> {
  const { db, log } = deps;
  const [row] = await db
    .select({
      task: {
        id: tasks.id,
        userId: tasks.userId,
        title: tasks.title,
        status: tasks.status,
        startDate: tasks.startDate,
        startTime: tasks.startTime,
        reminderMinutes: tasks.reminderMinutes,
      },
      email: user.email,
      timeZone: userSettings.timeZone,
      language: userSettings.language,
    })
    .from(tasks)
    .innerJoin(user, eq(user.id, tasks.userId))
    .leftJoin(userSettings, and(eq(userSettings.userId, tasks.userId), isNull(userSettings.deletedAt)))
    .where(and(eq(tasks.id, data.taskId), isNull(tasks.deletedAt)));
  const task = row && { ...row.task, reminderMinutes: row.task.reminderMinutes as Task['reminderMinutes'] };
  if (!row || !task || !isReminderStillDue(task, row.timeZone ?? 'UTC', new Date(data.at))) {
    log.info({ taskId: data.taskId, at: data.at }, 'reminder no longer due: not sent');
    return 'stale';
  }
  const minutes = task.reminderMinutes ?? 0;
  await recordNotification(db, task.userId, task.id, minutes, data.at);

  const subject = {
    taskId: task.id,
    title: task.title,
    startTime: task.startTime ?? '00:00',
    minutes,
    language: row.language ?? DEFAULT_LANGUAGE,
  };
  const targets = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, task.userId));
  const message = buildReminderPush(subject);
  let delivered = 0;
  const push = targets.length > 0 ? { ...deps.push, vapid: await deps.vapidKeys() } : undefined;
  for (const target of targets) {
    const sent = await sendPush(target, message, push!);
    if (sent.outcome === 'delivered') {
      delivered += 1;
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: deps.now() })
        .where(eq(pushSubscriptions.id, target.id));
    } else if (sent.outcome === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      log.info({ taskId: task.id, status: sent.status }, 'push subscription gone: deleted');
    } else {
      log.warn({ taskId: task.id, status: sent.status, err: sent.error }, 'reminder push failed');
    }
  }
  if (delivered > 0) return 'pushed';

  const email = buildReminderEmail(subject, row.email, deps.publicUrl);
  await deps.transport.send({
    ...email,
    messageId: reminderMessageId(data, deps.mailFrom),
    link: `${deps.publicUrl}${message.url}`,
  });
  return 'emailed';
}

/**
 * Inserts the 'reminder' notification of this task and instant unless a try before this one did
 * (the task's row is locked meanwhile, so two tries cannot both insert).
 */
async function recordNotification(
  db: Database,
  userId: string,
  taskId: string,
  minutes: number,
  at: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).for('update');
    const [existing] = await tx
      .select({ id: taskNotifications.id })
      .from(taskNotifications)
      .where(
        and(
          eq(taskNotifications.taskId, taskId),
          eq(taskNotifications.type, 'reminder'),
          sql`${taskNotifications.data}->>'at' = ${at}`,
        ),
      );
    if (existing) return;
    await tx.insert(taskNotifications).values({ taskId, userId, type: 'reminder', data: { minutes, at } });
  });
}
