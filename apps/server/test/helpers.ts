// Shared helpers of the server's integration tests: a configuration, an app on a fresh database, cookies.
import { createTestDatabase, type TestDatabaseKind } from '@fokus/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { DelegationMailer } from '../src/modules/delegation/delegation-mailer.js';

export const TEST_PUBLIC_URL = 'http://fokus.test';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    // Never used by in-process tests: AUTH_SECRET is set and the database comes from the test helper.
    DATA_DIR: '/nonexistent/fokus-test',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Log lines an app wrote, for tests that check what reaches the log and what does not. */
export class LogCapture {
  readonly lines: string[] = [];
  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  logs: LogCapture;
  close(): Promise<void>;
}

export interface StartTestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  /** Routes only tests need, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** The delegation mailer the modules get (default: none, every send fails). */
  mailer?: DelegationMailer;
}

/** A Fokus app on a fresh, migrated database of `kind`. */
export async function startTestApp(
  kind: TestDatabaseKind,
  options: StartTestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig(options.env);
  const logs = new LogCapture();
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    logger: { level: 'info', stream: logs.stream },
    webDistDir: options.webDistDir ?? '/nonexistent/web-dist',
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    logs,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The JSON body of a response, typed by the caller's expectation. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
