// Two real server processes on one database, both working the job queue: a task's reminder reaches
// the person's push endpoint (a local HTTP server, the message decrypted here) exactly once; a person
// without a subscription gets exactly one e-mail on a local SMTP server; and the reminders of a task
// moved and of a task completed before their time do not fire. Runs on the embedded test server, and
// on TEST_DATABASE_URL too when set.
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushTestServer, type PushTestServer } from '../push-test-server.js';
import { startSmtpTestServer, type SmtpTestServer } from '../smtp-test-server.js';
import { serverFleet, waitUntilReady, type ServerProcess } from './server-process.js';

const AUTH_SECRET = 'reminder-two-processes-secret-long-enough';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('reminders with two server processes on %s', (kind) => {
  let test: TestDatabase;
  let smtp: SmtpTestServer;
  let push: PushTestServer;
  let fleet: ReturnType<typeof serverFleet>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    smtp = await startSmtpTestServer();
    fleet = serverFleet('fokus-reminder-', {
      DATABASE_URL: test.url,
      AUTH_SECRET,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fokus <no-reply@fokus.test>',
    });
    push = await startPushTestServer();
  });

  afterAll(async () => {
    await fleet?.cleanUp();
    await push?.close();
    await smtp?.close();
    await test?.drop();
  });

  const start = () => fleet.start();

  /** Signs a person up on `server` and returns a JSON caller with their session. */
  async function person(server: ServerProcess, email: string) {
    const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email, password: 'a long enough password', name: email.split('@')[0] }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';', 1)[0])
      .join('; ');
    return async (method: string, url: string, body?: unknown): Promise<Response> =>
      fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
  }

  it('pushes or e-mails each due reminder exactly once, and none of a moved or completed task', async () => {
    // Started together: both create the job queue's schema and the VAPID keys at once.
    const [a, b] = await Promise.all([start(), start()]);
    await Promise.all([waitUntilReady(a!), waitUntilReady(b!)]);

    const pusher = await person(a!, 'pusher@example.com');
    const mailer = await person(b!, 'mailer@example.com');
    const [keyA, keyB] = await Promise.all([
      (await pusher('GET', '/api/push/public-key')).json() as Promise<{ publicKey: string }>,
      (await mailer('GET', '/api/push/public-key')).json() as Promise<{ publicKey: string }>,
    ]);
    expect(keyA.publicKey).toBe(keyB.publicKey);
    const browser = push.subscription('pusher');
    expect(
      (await pusher('POST', '/api/push/subscriptions', { endpoint: browser.endpoint, keys: browser.keys }))
        .status,
    ).toBe(204);
    for (const call of [pusher, mailer])
      expect((await call('PUT', '/api/settings/time-zone', { timeZone: 'UTC' })).status).toBe(204);

    // Start times are whole minutes: the next one at least 8 seconds ahead ("at the start" reminders).
    const target = new Date(Math.ceil((Date.now() + 8_000) / 60_000) * 60_000);
    const startDate = target.toISOString().slice(0, 10);
    const startTime = target.toISOString().slice(11, 16);
    const task = async (call: typeof pusher, title: string) => {
      const response = await call('POST', '/api/tasks', { title, startDate, startTime, reminderMinutes: 0 });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const pushed = await task(pusher, 'Push me');
    const moved = await task(pusher, 'Moved away');
    const emailed = await task(mailer, 'Mail me');
    const completed = await task(mailer, 'Done early');
    // Changed on the other process than the one that created them.
    const later = new Date(target.getTime() + 60 * 60_000).toISOString().slice(11, 16);
    expect(
      (await pusher('PATCH', `/api/tasks/${moved}`, { startTime: later, startDate: '2099-01-01' })).status,
    ).toBe(200);
    expect((await mailer('POST', `/api/tasks/${completed}/status`, { status: 'completed' })).status).toBe(
      200,
    );

    // Both arrive shortly after the minute; then a while longer, for any duplicate or stale one.
    await sleep(Math.max(0, target.getTime() - Date.now()));
    await smtp.waitFor(1, 20_000);
    const deadline = Date.now() + 20_000;
    while (push.received.length === 0 && Date.now() < deadline) await sleep(100);
    await sleep(4_000);

    expect(push.received).toHaveLength(1);
    const [request] = push.received;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keyA.publicKey}$`),
    );
    expect(push.decrypt(request!, browser)).toMatchObject({
      title: 'Напоминание: Push me',
      taskId: pushed,
      url: `/app?task=${pushed}`,
    });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['mailer@example.com']);
    expect(smtp.received[0]!.parsed.text).toContain(`/app?task=${emailed}`);

    const { rows } = await test.pool.query<{ data: { taskId: string }; state: string }>(
      `select data, state from pgboss.job where name = 'task-reminder'`,
    );
    const states = Object.fromEntries(rows.map((row) => [row.data.taskId, row.state]));
    expect(states).toEqual({
      [pushed]: 'completed',
      [emailed]: 'completed',
      [moved]: 'created',
      [completed]: 'cancelled',
    });

    const exits = await fleet.stopAll();
    expect(exits).toEqual([0, 0]);
  }, 120_000);
});
