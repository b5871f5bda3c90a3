// Helpers of the task API suites: an app with a clock the test moves, signed-in users, JSON requests.
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@fokus/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { AiClientOverrides } from '../src/modules/ai/create-provider.js';
import type { DelegationMailer } from '../src/modules/delegation/delegation-mailer.js';
import { localFileStorage, type FileStorage, type StoredFile } from '../src/modules/files/file-storage.js';
import type { MailTransport } from '../src/modules/mail/mail-transport.js';
import { isApiErrorBody } from '../src/plugins/error-handler.js';
import { createJobQueue } from '../src/shared/jobs.js';
import { LogCapture, cookieHeader, testConfig } from './helpers.js';

const silentJobLog = { info() {}, warn() {}, error() {} };

/** A clock that stands still until the test moves it. */
export class TestClock {
  private current: number;
  constructor(start = '2026-03-10T09:00:00.000Z') {
    this.current = Date.parse(start);
  }
  readonly now = (): Date => new Date(this.current);
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

/** Attachment files on the local disk; `failRemovals` makes removing throw, as a broken disk would. */
export class TestFiles implements FileStorage {
  failRemovals = false;
  private constructor(
    readonly root: string,
    private readonly disk: FileStorage,
  ) {}
  static async create(): Promise<TestFiles> {
    const root = await mkdtemp(path.join(tmpdir(), 'fokus-test-files-'));
    return new TestFiles(root, localFileStorage(root));
  }
  writeStream(storagePath: string, body: Readable): Promise<void> {
    return this.disk.writeStream(storagePath, body);
  }
  write(storagePath: string, data: Uint8Array): Promise<void> {
    return this.disk.write(storagePath, data);
  }
  read(storagePath: string): Promise<StoredFile | undefined> {
    return this.disk.read(storagePath);
  }
  remove(storagePath: string): Promise<void> {
    return this.disk.remove(storagePath);
  }
  exists(storagePath: string): Promise<boolean> {
    return this.disk.exists(storagePath);
  }
  async removeFolder(storagePath: string): Promise<void> {
    if (this.failRemovals) throw new Error('EIO: the disk refused');
    return this.disk.removeFolder(storagePath);
  }
  discard(): Promise<void> {
    return rm(this.root, { recursive: true, force: true });
  }
}

export interface Session {
  id: string;
  email: string;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TasksTestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  database: TestDatabase;
  files: TestFiles;
  logs: LogCapture;
  /** Signs a new user up (each on its own client address, so sign-up rate limits never interfere). */
  signUp(name: string): Promise<Session>;
  /** A same-origin JSON request, with the session's cookie when one is given. */
  request(
    method: Method,
    url: string,
    session?: Session | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let nextAddress = 1;

export interface StartTasksAppOptions {
  /** Hooks or routes only tests need, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** Environment variables of the configuration (AI_PROVIDER, NODE_ENV …). */
  env?: Record<string, string>;
  /** The AI SDK's endpoint (a fake API) and a short timeout. */
  aiClient?: AiClientOverrides;
  /** The lowest level the captured log keeps; `warn` unless given. */
  logLevel?: 'info' | 'warn';
  /** Where delegation e-mails go; the app's log-only mailer unless given. */
  mailer?: DelegationMailer;
  /** Where the app stores attachment files instead of the test's local folder (the S3 driver). */
  storage?: FileStorage;
  /** Gives the app a job queue on its database (started once the app is ready, stopped on close). */
  jobs?: boolean;
  /** Where the app's e-mails go (with `jobs`); the outbox of the test configuration unless given. */
  mailTransport?: MailTransport;
}

/**
 * Every failure the API answers is `{ code, message }` with a code of core's errors.ts; every request
 * of the suites that use this helper checks it (`/api/auth/*` is better-auth's, with its own codes).
 */
function assertErrorShape(url: string, response: LightMyRequestResponse): void {
  if (response.statusCode < 400 || url.startsWith('/api/auth/')) return;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  if (!isApiErrorBody(body)) {
    throw new Error(
      `${url} answered ${response.statusCode} with a body outside core's errors: ${response.body}`,
    );
  }
}

export async function startTasksApp(
  kind: TestDatabaseKind,
  options: StartTasksAppOptions = {},
): Promise<TasksTestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig(options.env);
  const clock = new TestClock();
  const files = await TestFiles.create();
  const logs = new LogCapture();
  const jobs = options.jobs
    ? createJobQueue({ pool: database.pool, log: silentJobLog, pollingIntervalSeconds: 0.5 })
    : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    logger: { level: options.logLevel ?? 'warn', stream: logs.stream },
    ...(jobs === undefined ? {} : { jobs }),
    ...(options.mailTransport === undefined ? {} : { mailTransport: options.mailTransport }),
    webDistDir: '/nonexistent/web-dist',
    now: clock.now,
    files: options.storage ?? files,
    ...(options.aiClient === undefined ? {} : { aiClient: options.aiClient }),
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
  });
  options.extend?.(app);
  await app.ready();
  await jobs?.start();

  const request: TasksTestApp['request'] = async (method, url, session, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        origin: config.publicOrigin,
        ...(session ? { cookie: session.cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    assertErrorShape(url, response);
    return response;
  };

  return {
    app,
    config,
    clock,
    database,
    files,
    logs,
    request,
    async signUp(name) {
      const email = `${name}-${nextAddress}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: `198.51.100.${nextAddress++ % 250}`,
        headers: { origin: config.publicOrigin },
        payload: { email, password: 'correct horse battery staple', name },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      const { user } = response.json<{ user: { id: string } }>();
      return { id: user.id, email, cookie: cookieHeader(response) };
    },
    async close() {
      await app.close();
      await jobs?.stop();
      await database.drop();
      await files.discard();
    },
  };
}

/** A new client-side task id (UUIDv7-shaped ids are what clients send; any UUID is accepted). */
export function newId(): string {
  return crypto.randomUUID();
}
