// Two real server processes on one database, each working the job queue: every delegation e-mail
// stored reaches the SMTP server exactly once, and both stop cleanly on SIGTERM. Runs on the embedded
// test server, and on TEST_DATABASE_URL too when set.
import { delegationEmailSubject, delegationPath } from '@fokus/core';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedDelegationMailer } from '../../src/modules/mail/delegation-mailer.js';
import { createJobQueue } from '../../src/shared/jobs.js';
import { startSmtpTestServer, type SmtpTestServer } from '../smtp-test-server.js';
import { serverFleet, waitUntilReady } from './server-process.js';

const AUTH_SECRET = 'mail-two-processes-secret-long-enough';
const MESSAGES = 20;

describe.each(testDatabaseKinds())('delegation e-mails with two server processes on %s', (kind) => {
  let test: TestDatabase;
  let smtp: SmtpTestServer;
  let fleet: ReturnType<typeof serverFleet>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    smtp = await startSmtpTestServer();
    fleet = serverFleet('fokus-mail-', {
      DATABASE_URL: test.url,
      AUTH_SECRET,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fokus <no-reply@fokus.test>',
    });
  });

  afterAll(async () => {
    await fleet?.cleanUp();
    await smtp?.close();
    await test?.drop();
  });

  const start = () => fleet.start();

  it('sends each stored e-mail exactly once, and both processes stop cleanly', async () => {
    // Started together: both create the job queue's schema at once, which must be safe too.
    const [a, b] = await Promise.all([start(), start()]);
    await Promise.all([waitUntilReady(a!), waitUntilReady(b!)]);

    // Jobs stored the way a delegation route stores them, from a third pool that works nothing.
    const jobs = createJobQueue({ pool: test.pool, log: { info() {}, warn() {}, error() {} } });
    const mailer = queuedDelegationMailer({
      jobs,
      transport: { kind: 'smtp', send: () => Promise.reject(new Error('this process sends nothing')) },
      from: 'Fokus <no-reply@fokus.test>',
    });
    for (let index = 0; index < MESSAGES; index += 1) {
      await mailer.sendDelegationEmail({
        to: `person${index}@example.com`,
        subject: delegationEmailSubject(`Task ${index}`, index % 2 === 0 ? 'en' : 'ru'),
        taskTitle: `Task ${index}`,
        taskDescription: '',
        assigneeName: '',
        assignerName: 'Bob',
        taskLink: `${a!.baseUrl}${delegationPath(`task-${index}`, `token-${index}`)}`,
        language: index % 2 === 0 ? 'en' : 'ru',
      });
    }

    const mails = await smtp.waitFor(MESSAGES, 25_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received).toHaveLength(MESSAGES);
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(MESSAGES);
    const { rows } = await test.pool.query<{ state: string; count: string }>(
      `select state, count(*) from pgboss.job where name = 'delegation-email' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', count: String(MESSAGES) }]);

    const exits = await fleet.stopAll();
    expect(exits).toEqual([0, 0]);
  }, 60_000);
});
