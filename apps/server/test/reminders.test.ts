// Reminders (issue 18): the push and time zone routes, the reminder job following every change of a
// task through REST and /api/sync, and the worker — Web Push to a local endpoint (decrypted here), the
// e-mail fallback to a local SMTP server, a stale job that does not fire.
import {
  operationOfChange,
  pushPublicKeyResponseSchema,
  type PendingOperation,
  type SyncChange,
  type Task,
} from '@fokus/core';
import { pushSubscriptions, taskNotifications, userSettings } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailSender, smtpMailTransport } from '../src/modules/mail/mail-transport.js';
import { fireReminder, type FireReminderDeps } from '../src/modules/reminders/fire-reminder.js';
import { REMINDER_JOB } from '../src/modules/reminders/reminder-job.js';
import { reminderJobKey } from '../src/modules/reminders/reminder-scheduler.js';
import { loadVapidKeys, vapidSubject } from '../src/modules/reminders/vapid-keys.js';
import { jobIdOfKey } from '../src/shared/jobs.js';
import { startPushTestServer, type PushTestServer } from './push-test-server.js';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabaseKinds())('reminders on %s', (kind) => {
  let t: TasksTestApp;
  let push: PushTestServer;
  let smtp: SmtpTestServer;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    push = await startPushTestServer();
    t = await startTasksApp(kind, {
      jobs: true,
      mailTransport: smtpMailTransport(smtp.url, 'Fokus <no-reply@fokus.test>'),
    });
    // Years ahead of the real clock, so pg-boss (which reads the database's clock) runs none of the
    // jobs stored here by itself: the tests look at them, or call the worker directly.
    t.clock.advance((Date.parse('2030-03-10T09:00:00.000Z') - t.clock.now().getTime()) / 1000);
    ada = await t.signUp('ada');
    bob = await t.signUp('bob');
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    push.status = 201;
  });

  /** The reminder job of a task as pg-boss keeps it. */
  async function jobOf(taskId: string): Promise<{ state: string; startAfter: string; at: string } | null> {
    const { rows } = await t.database.pool.query<{ state: string; start_after: Date; data: { at: string } }>(
      'select state, start_after, data from pgboss.job where name = $1 and id = $2',
      [REMINDER_JOB, jobIdOfKey(REMINDER_JOB, reminderJobKey(taskId))],
    );
    const row = rows[0];
    return row ? { state: row.state, startAfter: row.start_after.toISOString(), at: row.data.at } : null;
  }

  async function createTask(session: Session, fields: Record<string, unknown>): Promise<Task> {
    const response = await t.request('POST', '/api/tasks', session, {
      id: newId(),
      title: 'Call',
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  }

  const sync = async (session: Session, change: SyncChange) => {
    const operation: PendingOperation = operationOfChange(change, newId(), t.clock.now());
    const response = await t.request('POST', '/api/sync', session, {
      userId: session.id,
      operations: [operation],
    });
    expect(response.json<{ results: { status: string }[] }>().results[0]?.status).toBe('applied');
  };

  describe('routes', () => {
    it('serve one VAPID public key, kept in the database for every process', async () => {
      const response = await t.request('GET', '/api/push/public-key', ada);
      expect(response.statusCode).toBe(200);
      const { publicKey } = pushPublicKeyResponseSchema.parse(response.json());
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      // Two more "processes" starting at once read the very same pair.
      const [one, two] = await Promise.all([loadVapidKeys(t.database.db), loadVapidKeys(t.database.db)]);
      expect(one.publicKey).toBe(publicKey);
      expect(two).toEqual(one);
      expect((await t.request('GET', '/api/push/public-key')).statusCode).toBe(401);
    });

    it('keep, move and forget a browser’s subscription, each only for its own person', async () => {
      const browser = push.subscription('routes');
      const body = { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys };
      expect((await t.request('POST', '/api/push/subscriptions', ada, body)).statusCode).toBe(204);
      const rows = () =>
        t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, browser.endpoint));
      expect((await rows()).map((row) => row.userId)).toEqual([ada.id]);

      // Bob cannot forget Ada's subscription; subscribing the same browser makes it his.
      expect(
        (await t.request('DELETE', '/api/push/subscriptions', bob, { endpoint: browser.endpoint }))
          .statusCode,
      ).toBe(204);
      expect((await rows()).map((row) => row.userId)).toEqual([ada.id]);
      expect((await t.request('POST', '/api/push/subscriptions', bob, body)).statusCode).toBe(204);
      expect((await rows()).map((row) => row.userId)).toEqual([bob.id]);
      expect(
        (await t.request('DELETE', '/api/push/subscriptions', bob, { endpoint: browser.endpoint }))
          .statusCode,
      ).toBe(204);
      expect(await rows()).toEqual([]);
    });

    it('refuse a malformed subscription with 400, storing nothing', async () => {
      const browser = push.subscription('bad');
      const bad: unknown[] = [
        { endpoint: browser.endpoint, keys: browser.keys, extra: true },
        { endpoint: 'javascript:alert(1)', keys: browser.keys },
        { endpoint: `https://push.example.com/${'a'.repeat(2100)}`, keys: browser.keys },
        { endpoint: browser.endpoint, keys: { ...browser.keys, p256dh: browser.keys.p256dh.slice(2) } },
        { endpoint: browser.endpoint, keys: { ...browser.keys, auth: `${browser.keys.auth}AA` } },
        { endpoint: browser.endpoint },
      ];
      for (const body of bad) {
        const response = await t.request('POST', '/api/push/subscriptions', ada, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
      }
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    });

    it('store a valid time zone and refuse an unknown one', async () => {
      const settings = () =>
        t.database.db
          .select({ timeZone: userSettings.timeZone })
          .from(userSettings)
          .where(eq(userSettings.userId, bob.id));
      expect(
        (await t.request('PUT', '/api/settings/time-zone', bob, { timeZone: 'Asia/Tokyo' })).statusCode,
      ).toBe(204);
      expect(await settings()).toEqual([{ timeZone: 'Asia/Tokyo' }]);
      for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(100)]) {
        expect((await t.request('PUT', '/api/settings/time-zone', bob, { timeZone })).statusCode).toBe(400);
      }
      expect(
        (await t.request('PUT', '/api/settings/time-zone', bob, { timeZone: 'UTC', x: 1 })).statusCode,
      ).toBe(400);
      expect(await settings()).toEqual([{ timeZone: 'Asia/Tokyo' }]);
      expect((await t.request('PUT', '/api/settings/time-zone', null, { timeZone: 'UTC' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('scheduling', () => {
    // The test clock reads 2030-03-10 09:00 UTC; Ada has no stored time zone (UTC) until she sets one.
    it('follows every REST change of a task: moved, cleared, completed, reopened, deleted', async () => {
      const task = await createTask(ada, {
        startDate: '2030-03-10',
        startTime: '12:00',
        reminderMinutes: 15,
      });
      expect(task.reminderMinutes).toBe(15);
      expect(await jobOf(task.id)).toEqual({
        state: 'created',
        startAfter: '2030-03-10T11:45:00.000Z',
        at: '2030-03-10T11:45:00.000Z',
      });

      const patch = (body: unknown) => t.request('PATCH', `/api/tasks/${task.id}`, ada, body);
      expect((await patch({ startTime: '13:30' })).statusCode).toBe(200);
      expect((await jobOf(task.id))?.startAfter).toBe('2030-03-10T13:15:00.000Z');

      expect((await patch({ reminderMinutes: null })).json<Task>().reminderMinutes).toBeNull();
      expect((await jobOf(task.id))?.state).toBe('cancelled');

      await patch({ reminderMinutes: 60 });
      expect(await jobOf(task.id)).toMatchObject({
        state: 'created',
        startAfter: '2030-03-10T12:30:00.000Z',
      });

      const status = (value: string) =>
        t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: value });
      expect((await status('completed')).statusCode).toBe(200);
      expect((await jobOf(task.id))?.state).toBe('cancelled');
      await status('waiting');
      expect((await jobOf(task.id))?.state).toBe('created');

      // Her time zone moves the reminder to the same wall time there.
      expect(
        (await t.request('PUT', '/api/settings/time-zone', ada, { timeZone: 'Europe/Moscow' })).statusCode,
      ).toBe(204);
      expect((await jobOf(task.id))?.startAfter).toBe('2030-03-10T09:30:00.000Z');
      await t.request('PUT', '/api/settings/time-zone', ada, { timeZone: 'UTC' });

      // A start time gone, or a start already past, stores nothing new.
      await patch({ startTime: null });
      expect((await jobOf(task.id))?.state).toBe('cancelled');
      await patch({ startTime: '08:00' });
      expect((await jobOf(task.id))?.state).toBe('cancelled');
      await patch({ startTime: '18:00' });
      expect((await jobOf(task.id))?.state).toBe('created');

      expect((await t.request('DELETE', `/api/tasks/${task.id}`, ada)).statusCode).toBe(204);
      expect((await jobOf(task.id))?.state).toBe('cancelled');
    });

    it('cancels the reminder of a task its delegate completed', async () => {
      const task = await createTask(ada, { startDate: '2030-03-10', startTime: '12:00', reminderMinutes: 5 });
      const delegated = await t.request('POST', `/api/tasks/${task.id}/delegation`, ada, {
        assigneeEmail: 'dasha@example.org',
      });
      expect(delegated.statusCode).toBe(201);
      const token = new URL(delegated.json<{ url: string }>().url).searchParams.get('token');
      expect((await jobOf(task.id))?.state).toBe('created');
      const done = await t.request('POST', `/api/shared-tasks/${task.id}/complete?token=${token}`, null, {});
      expect(done.statusCode).toBe(200);
      expect((await jobOf(task.id))?.state).toBe('cancelled');
    });

    it('stores nothing for a task without a reminder, a date or a start time', async () => {
      for (const fields of [
        { startDate: '2030-03-10', startTime: '12:00' },
        { startDate: '2030-03-10', reminderMinutes: 5 },
        { startTime: '12:00', reminderMinutes: 5 },
      ]) {
        const task = await createTask(ada, fields);
        expect(await jobOf(task.id)).toBeNull();
      }
      const invalid = await t.request('POST', '/api/tasks', ada, {
        id: newId(),
        title: 'x',
        reminderMinutes: 7,
      });
      expect(invalid.statusCode).toBe(400);
    });

    it('follows the same changes replayed through /api/sync', async () => {
      const id = newId();
      await sync(ada, {
        kind: 'createTask',
        input: {
          id,
          title: 'Offline',
          type: 'task',
          startDate: '2030-03-11',
          startTime: '09:00',
          reminderMinutes: 0,
        },
      });
      expect(await jobOf(id)).toMatchObject({ state: 'created', startAfter: '2030-03-11T09:00:00.000Z' });
      await sync(ada, { kind: 'updateTask', taskId: id, input: { startTime: '10:00', reminderMinutes: 30 } });
      expect(await jobOf(id)).toMatchObject({ state: 'created', startAfter: '2030-03-11T09:30:00.000Z' });
      await sync(ada, { kind: 'changeStatus', taskId: id, input: { status: 'cancelled' } });
      expect((await jobOf(id))?.state).toBe('cancelled');
      await sync(ada, { kind: 'changeStatus', taskId: id, input: { status: 'inProgress' } });
      expect((await jobOf(id))?.state).toBe('created');
      await sync(ada, { kind: 'deleteTask', taskId: id });
      expect((await jobOf(id))?.state).toBe('cancelled');
    });
  });

  describe('firing', () => {
    let deps: FireReminderDeps;
    beforeAll(async () => {
      deps = {
        db: t.database.db,
        now: t.clock.now,
        log: silent,
        transport: smtpMailTransport(smtp.url, 'Fokus <no-reply@fokus.test>'),
        mailFrom: mailSender(t.config),
        publicUrl: t.config.publicUrl,
        vapidKeys: () => loadVapidKeys(t.database.db),
        push: {
          subject: vapidSubject(t.config),
          ttlSeconds: 600,
          timeoutMs: 5_000,
        },
      };
    });

    const notifications = (taskId: string) =>
      t.database.db
        .select()
        .from(taskNotifications)
        .where(and(eq(taskNotifications.taskId, taskId), eq(taskNotifications.type, 'reminder')));

    it('pushes an encrypted, VAPID-signed message to each subscription, and records it once', async () => {
      const carol = await t.signUp('carol');
      const browser = push.subscription('carol');
      await t.request('POST', '/api/push/subscriptions', carol, {
        endpoint: browser.endpoint,
        keys: browser.keys,
      });
      const task = await createTask(carol, {
        title: 'Позвонить <маме>',
        startDate: '2030-03-10',
        startTime: '12:00',
        reminderMinutes: 10,
      });
      const before = push.received.length;
      const data = { taskId: task.id, at: '2030-03-10T11:50:00.000Z' };
      expect(await fireReminder(deps, data)).toBe('pushed');

      const [request] = push.received.slice(before);
      expect(push.received).toHaveLength(before + 1);
      expect(request?.path).toBe('/push/carol');
      expect(request?.headers['content-encoding']).toBe('aes128gcm');
      expect(request?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(request?.headers.ttl).toBe('600');
      expect(push.decrypt(request!, browser)).toEqual({
        title: 'Напоминание: Позвонить <маме>',
        body: 'Начало в 12:00, через 10 мин.',
        taskId: task.id,
        url: `/app?task=${task.id}`,
        tag: `reminder:${task.id}`,
      });
      const [stored] = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, browser.endpoint));
      expect(stored?.lastUsedAt).not.toBeNull();

      // A retried job pushes again but records the notification once.
      await fireReminder(deps, data);
      const rows = await notifications(task.id);
      expect(rows.map((row) => [row.type, row.data])).toEqual([['reminder', { minutes: 10, at: data.at }]]);
      const listed = await t.request('GET', '/api/notifications', carol);
      expect(listed.json<{ type: string }[]>().map((row) => row.type)).toContain('reminder');
    });

    it('e-mails when no browser is subscribed, or every push failed, and drops a gone subscription', async () => {
      const dave = await t.signUp('dave');
      await t.request('PUT', '/api/settings/time-zone', dave, { timeZone: 'Europe/Moscow' });
      const task = await createTask(dave, {
        title: 'Pay rent',
        startDate: '2030-03-10',
        startTime: '14:00',
        reminderMinutes: 0,
      });
      const received = smtp.received.length;
      expect(await fireReminder(deps, { taskId: task.id, at: '2030-03-10T11:00:00.000Z' })).toBe('emailed');
      const [mail] = await smtp.waitFor(received + 1);
      const last = smtp.received.at(-1)!;
      expect(mail).toBeDefined();
      expect(last.to).toEqual([dave.email]);
      expect(last.parsed.subject).toBe('Напоминание: Pay rent');
      expect(last.parsed.text).toContain(`${t.config.publicUrl}/app?task=${task.id}`);

      const browser = push.subscription('dave');
      await t.request('POST', '/api/push/subscriptions', dave, {
        endpoint: browser.endpoint,
        keys: browser.keys,
      });
      push.status = 410;
      await t.request('PATCH', `/api/tasks/${task.id}`, dave, { startTime: '15:00' });
      expect(await fireReminder(deps, { taskId: task.id, at: '2030-03-10T12:00:00.000Z' })).toBe('emailed');
      await smtp.waitFor(received + 2);
      expect(
        await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, browser.endpoint)),
      ).toEqual([]);
    });

    it('does not fire for a task moved, completed, cleared or deleted since the job was stored', async () => {
      const task = await createTask(ada, { startDate: '2030-03-10', startTime: '12:00', reminderMinutes: 5 });
      const stale = { taskId: task.id, at: '2030-03-10T11:55:00.000Z' };
      const sent = push.received.length + smtp.received.length;
      await t.request('PATCH', `/api/tasks/${task.id}`, ada, { startTime: '12:30' });
      expect(await fireReminder(deps, stale)).toBe('stale');
      await t.request('PATCH', `/api/tasks/${task.id}`, ada, { startTime: '12:00' });
      await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'completed' });
      expect(await fireReminder(deps, stale)).toBe('stale');
      await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'waiting' });
      await t.request('PATCH', `/api/tasks/${task.id}`, ada, { reminderMinutes: null });
      expect(await fireReminder(deps, stale)).toBe('stale');
      await t.request('DELETE', `/api/tasks/${task.id}`, ada);
      expect(await fireReminder(deps, stale)).toBe('stale');
      expect(push.received.length + smtp.received.length).toBe(sent);
      expect(await notifications(task.id)).toEqual([]);
    });
  });
});
