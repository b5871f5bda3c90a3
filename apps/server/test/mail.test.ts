// The delegation e-mail through the job queue, against a real SMTP server on 127.0.0.1 and a real
// PostgreSQL (embedded, and TEST_DATABASE_URL when set).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { delegationEmailSubject, delegationPath, type TaskEmailPayload } from '@fokus/core';
import { createDatabase } from '@fokus/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@fokus/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DELEGATION_EMAIL_JOB,
  queuedDelegationMailer,
  type DelegationEmailRetry,
} from '../src/modules/mail/delegation-mailer.js';
import type { DelegationMailer } from '../src/modules/delegation/delegation-mailer.js';
import {
  configuredMailTransport,
  smtpMailTransport,
  type MailMessage,
  type MailTransport,
} from '../src/modules/mail/mail-transport.js';
import { buildApp } from '../src/app.js';
import {
  createJobQueue,
  type JobDefinition,
  type JobLogger,
  type JobQueue,
  type JobType,
} from '../src/shared/jobs.js';
import { testConfig } from './helpers.js';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.js';

const FROM = 'Fokus <no-reply@fokus.test>';
/** Short delays for tests: a retry after 1–2 s, and workers that poll twice a second. */
const TEST_RETRY: DelegationEmailRetry = {
  retryLimit: 4,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
};
const POLLING_INTERVAL_SECONDS = 0.5;

/** Log lines as objects, for the outbox's and the retries' lines. */
class TestLog implements JobLogger {
  readonly lines: { level: string; details: object; message: string }[] = [];
  info(details: object, message: string) {
    this.lines.push({ level: 'info', details, message });
  }
  warn(details: object, message: string) {
    this.lines.push({ level: 'warn', details, message });
  }
  error(details: object, message: string) {
    this.lines.push({ level: 'error', details, message });
  }
}

function payload(overrides: Partial<TaskEmailPayload> = {}): TaskEmailPayload {
  const token = overrides.taskLink ? '' : `tok_${Math.random().toString(36).slice(2)}`;
  return {
    to: 'ann@example.com',
    subject: delegationEmailSubject('Buy <milk> & bread', 'en'),
    taskTitle: 'Buy <milk> & bread',
    taskDescription: 'Two litres.',
    assigneeName: 'Ann',
    assignerName: 'Bob',
    taskLink: `http://fokus.test${delegationPath('0190f2a4-1c2b-7d3e-8f40-123456789abc', token)}`,
    language: 'en',
    ...overrides,
  };
}

interface Worker {
  jobs: JobQueue;
  mailer: DelegationMailer;
  log: TestLog;
  close(): Promise<void>;
}

/**
 * One server process's share of the queue: its own pool on the database, its own pg-boss, the
 * delegation e-mail job defined on it, started.
 */
async function startWorker(url: string, transport: (log: TestLog) => MailTransport): Promise<Worker> {
  const database = createDatabase(url, { max: 4 });
  const log = new TestLog();
  const jobs = createJobQueue({
    pool: database.pool,
    log,
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
    maintenanceIntervalSeconds: 1,
    stopTimeoutMs: 1_000,
  });
  const mailer = queuedDelegationMailer({ jobs, transport: transport(log), from: FROM, retry: TEST_RETRY });
  await jobs.start();
  return {
    jobs,
    mailer,
    log,
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

async function jobStates(test: TestDatabase): Promise<string[]> {
  const { rows } = await test.pool.query<{ state: string }>(
    `select state from pgboss.job where name = $1
     union all select state from pgboss.archive where name = $1`,
    [DELEGATION_EMAIL_JOB],
  );
  return rows.map((row) => row.state).sort();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('delegation e-mails through the job queue on %s', (kind) => {
  let test: TestDatabase;
  let smtp: SmtpTestServer;
  const workers: Worker[] = [];
  const smtpTransport = () => smtpMailTransport(smtp.url, FROM);
  const start = async (transport: (log: TestLog) => MailTransport = smtpTransport) => {
    const worker = await startWorker(test.url, transport);
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.close();
    await smtp.close();
    await test.pool.query(`delete from pgboss.job where name = $1`, [DELEGATION_EMAIL_JOB]).catch(() => {});
    await test.pool
      .query(`delete from pgboss.archive where name = $1`, [DELEGATION_EMAIL_JOB])
      .catch(() => {});
  });

  it('delivers the English and the Russian e-mail with the payload, in the task language', async () => {
    const { mailer } = await start();
    const en = payload();
    const ru = payload({
      to: 'anna@example.com',
      subject: delegationEmailSubject('Купить молоко', 'ru'),
      taskTitle: 'Купить молоко',
      taskDescription: 'Два литра.',
      assigneeName: 'Анна',
      assignerName: 'Борис',
      language: 'ru',
    });
    await mailer.sendDelegationEmail(en);
    await mailer.sendDelegationEmail(ru);

    const mails = await smtp.waitFor(2);
    const byRecipient = new Map(mails.map((mail) => [mail.to[0], mail.parsed]));
    const english = byRecipient.get('ann@example.com');
    expect(english?.subject).toBe('A task for you: Buy <milk> & bread');
    expect(english?.from?.value).toEqual([{ name: 'Fokus', address: 'no-reply@fokus.test' }]);
    expect(english?.text).toContain('Hello Ann,');
    expect(english?.text).toContain('Bob is handing you the task "Buy <milk> & bread".');
    expect(english?.text).toContain(en.taskLink);
    expect(english?.html).toContain('Buy &lt;milk&gt; &amp; bread');
    expect(english?.html).toContain(`href="${en.taskLink}"`);
    expect(english?.messageId).toMatch(/^<delegation-[0-9a-f]{32}@fokus\.test>$/);

    const russian = byRecipient.get('anna@example.com');
    expect(russian?.subject).toBe('Вам передана задача: Купить молоко');
    expect(russian?.text).toContain('Здравствуйте, Анна!');
    expect(russian?.text).toContain('Борис передаёт вам задачу «Купить молоко».');
    expect(russian?.text).toContain('Два литра.');
    expect(russian?.text).toContain(ru.taskLink);
    expect(russian?.html).toContain('lang="ru"');
  });

  it('returns once the job is stored, and refuses an invalid payload at once', async () => {
    const { mailer } = await start(() => ({ kind: 'smtp', send: () => new Promise(() => {}) }));
    await mailer.sendDelegationEmail(payload());
    expect(await jobStates(test)).toHaveLength(1);
    await expect(mailer.sendDelegationEmail(payload({ to: 'not an address' }))).rejects.toThrow();
    expect(await jobStates(test)).toHaveLength(1);
  });

  it('retries a temporary SMTP failure with backoff and then delivers once', async () => {
    smtp.refuseNext(2);
    const { mailer, log } = await start();
    const sent = payload();
    const queuedAt = Date.now();
    await mailer.sendDelegationEmail(sent);

    const [mail] = await smtp.waitFor(1, 20_000);
    const elapsed = Date.now() - queuedAt;
    expect(smtp.refused()).toBe(2);
    expect(mail?.parsed.text).toContain(sent.taskLink);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(elapsed).toBeGreaterThanOrEqual(3_000);
    expect(log.lines.filter((line) => line.message === 'job failed; it will be retried')).toHaveLength(2);

    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    expect(await jobStates(test)).toEqual(['completed']);
  }, 30_000);

  it('stores a job once per delegation and token: a double enqueue sends one e-mail', async () => {
    const { mailer } = await start();
    const sent = payload();
    await Promise.all([mailer.sendDelegationEmail(sent), mailer.sendDelegationEmail(sent)]);
    await smtp.waitFor(1);
    await mailer.sendDelegationEmail(sent);
    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    // A new delegation of the same task has a new token, so a new link: that one is sent.
    await mailer.sendDelegationEmail(payload());
    await smtp.waitFor(2);
  });

  it('delivers each job exactly once with two workers on one database', async () => {
    const first = await start();
    const second = await start();
    const payloads = Array.from({ length: 12 }, (_, index) => payload({ to: `person${index}@example.com` }));
    // Each process enqueues every e-mail (as two processes handling a retried request would).
    await Promise.all(
      payloads.flatMap((sent) => [
        first.mailer.sendDelegationEmail(sent),
        second.mailer.sendDelegationEmail(sent),
      ]),
    );
    const mails = await smtp.waitFor(payloads.length);
    await sleep(2_000);
    expect(mails).toHaveLength(payloads.length);
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(payloads.length);
    expect(await jobStates(test)).toEqual(payloads.map(() => 'completed'));
  }, 30_000);

  it('keeps the e-mail in the outbox under DATA_DIR and logs it when SMTP_URL is not set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fokus-outbox-'));
    try {
      const { mailer, log } = await start((workerLog) =>
        configuredMailTransport(
          { smtpUrl: undefined, mailFrom: undefined, publicUrl: 'http://fokus.test', dataDir },
          workerLog,
        ),
      );
      const sent = payload({ language: 'ru', subject: delegationEmailSubject('Купить молоко', 'ru') });
      await mailer.sendDelegationEmail(sent);

      const outbox = path.join(dataDir, 'outbox');
      let files: string[] = [];
      for (let tries = 0; tries < 100 && files.length === 0; tries += 1) {
        await sleep(100);
        files = await readdir(outbox).catch(() => []);
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^delegation-[0-9a-f]{32}_fokus\.test\.eml$/);
      const raw = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(raw).toContain('To: ann@example.com');
      expect(raw).toContain('From: Fokus <no-reply@fokus.test>');

      const line = log.lines.find((entry) => entry.message.startsWith('e-mail kept in the outbox'));
      expect(line?.level).toBe('info');
      expect(line?.details).toMatchObject({
        to: 'ann@example.com',
        subject: 'Вам передана задача: Купить молоко',
        link: sent.taskLink,
      });
      expect(smtp.received).toHaveLength(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stops cleanly: a running send finishes and is recorded, then nothing more is fetched', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sends: string[] = [];
    const worker = await start(() => ({
      kind: 'smtp',
      async send(message) {
        sends.push(message.to);
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    }));
    await worker.mailer.sendDelegationEmail(payload());
    await sending;

    const stopped = worker.jobs.stop();
    await sleep(300);
    release();
    await stopped;
    expect(sends).toHaveLength(1);
    expect(await jobStates(test)).toEqual(['completed']);

    // Stopped: no new job is taken, and no more are stored through it.
    await expect(worker.mailer.sendDelegationEmail(payload())).rejects.toThrow(/stopped/);
    workers.splice(workers.indexOf(worker), 1);
    await worker.close();
  });
});

describe('the app and the job queue', () => {
  it('defines the delegation e-mail job on the queue it is given, sending through its transport', async () => {
    const test = await createTestDatabase('embedded');
    const log = new TestLog();
    const jobs = createJobQueue({ pool: test.pool, log, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS });
    const defined: JobType<TaskEmailPayload>[] = [];
    const watched: JobQueue = {
      ...jobs,
      define<Data extends object>(definition: JobDefinition<Data>) {
        const type = jobs.define(definition);
        defined.push(type as unknown as JobType<TaskEmailPayload>);
        return type;
      },
    };
    const sent: MailMessage[] = [];
    const app = await buildApp({
      config: testConfig(),
      db: test.db,
      pool: test.pool,
      logger: false,
      webDistDir: '/nonexistent/web-dist',
      jobs: watched,
      mailTransport: {
        kind: 'smtp',
        send: (message) => {
          sent.push(message);
          return Promise.resolve();
        },
      },
    });
    try {
      await jobs.start();
      // The mail's job, and the reminders' (which send their fallback e-mail through the same transport).
      expect(defined.map((type) => type.name)).toEqual([DELEGATION_EMAIL_JOB, 'task-reminder']);
      const queued = payload();
      await defined[0]?.enqueue(queued);
      for (let tries = 0; tries < 100 && sent.length === 0; tries += 1) await sleep(50);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: queued.to, subject: queued.subject, link: queued.taskLink });
    } finally {
      await app.close();
      await jobs.stop();
      await test.drop();
    }
  });
});
