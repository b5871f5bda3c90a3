// The application factory: plugins first, then every module of modules/index.ts.
// server.ts runs it on a port; tests run it in-process with `app.inject()` against a real database.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from '@fokus/db';
import type pg from 'pg';
import { resolveAuthSecret, type Config } from './config.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { withRedactedUrls } from './plugins/log-redaction.js';
import { registerSecurity } from './plugins/security.js';
import { answerFrameworkError, registerTextInput } from './plugins/text-input.js';
import { defaultWebDistDir, registerStaticWeb } from './plugins/static-web.js';
import { apiModules, apiOperations } from './modules/index.js';
import { configuredFileStorage, type FileStorage } from './modules/files/file-storage.js';
import type { ModuleDeps } from './shared/api-module.js';
import { logOnlyDelegationMailer, type DelegationMailer } from './modules/delegation/delegation-mailer.js';
import type { AiClientOverrides } from './modules/ai/create-provider.js';
import type { JobQueue } from './shared/jobs.js';
import { queuedDelegationMailer, type DelegationEmailRetry } from './modules/mail/delegation-mailer.js';
import { configuredMailTransport, mailSender, type MailTransport } from './modules/mail/mail-transport.js';

import {
  REMINDER_PUSH_TIMEOUT_MS,
  REMINDER_PUSH_TTL_SECONDS,
  defineReminderJob,
} from './modules/reminders/reminder-job.js';
import { noReminderScheduler } from './modules/reminders/reminder-scheduler.js';
import { vapidKeySource, vapidSubject } from './modules/reminders/vapid-keys.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Arrays of at least this many items in an answer are serialised by JSON.stringify (see buildApp). */
export const LARGE_ARRAY_ITEMS = 100;

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** Fastify logger options; defaults to `{ level: config.logLevel }`. Tests pass `false` or a stream. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** The clock of the use cases; tests pass one they control. */
  now?: () => Date;
  /** Attachment files; defaults to the local disk under `${DATA_DIR}/files`. */
  files?: FileStorage;
  /** Tests only: the AI SDK's endpoint (a fake API) and a short timeout. */
  aiClient?: AiClientOverrides;
  /**
   * The job queue (shared/jobs.ts), not yet started: buildApp defines the app's jobs on it (the mail),
   * and whoever created it starts it once the app is built and stops it after `app.close()` (server.ts).
   * Without it the app queues nothing and its mailer fails every send.
   */
  jobs?: JobQueue;
  /** Where e-mails go; defaults to the configuration's (SMTP_URL, or the outbox under DATA_DIR). */
  mailTransport?: MailTransport;
  /** Tests only: shorter retry delays of the mail job. */
  mailRetry?: DelegationEmailRetry;
  /**
   * Replaces the delegation mailer (tests of the routes that call it). Otherwise: the queued mailer
   * when a job queue is given, else one that only logs (at debug) that nothing was sent.
   */
  mailer?: DelegationMailer;
}

export async function buildApp({
  config,
  db,
  pool,
  logger,
  webDistDir,
  now = () => new Date(),
  files: givenFiles,
  aiClient,
  jobs,
  mailTransport,
  mailRetry,
  mailer: givenMailer,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedUrls(logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Requests on keep-alive connections that arrive during shutdown get a 503 (from the error
    // handler's hook, as `{ code, message }`); in-flight ones finish.
    return503OnClosing: false,
    // Answers are written by fast-json-stringify from their response schemas (shared/api-operation.ts).
    // It builds its output by string concatenation, which for an array of hundreds of objects leaves
    // megabytes of short-lived strings per answer; its own large-array mechanism hands such arrays to
    // V8's JSON.stringify instead (see docs/benchmarks.md). The answers are the same either way (the
    // response contract test checks both paths).
    serializerOpts: { largeArrayMechanism: 'json-stringify', largeArraySize: LARGE_ARRAY_ITEMS },
    // A path that cannot be decoded is answered in the API's { code, message } shape.
    frameworkErrors: answerFrameworkError,
  });

  let files = givenFiles;
  if (!files) {
    const configured = configuredFileStorage(config);
    app.log.info(configured.description);
    files = configured.files;
  }

  registerErrorHandler(app);
  registerTextInput(app);
  await registerSecurity(app, config);
  await registerAuth(app, { config, db, secret: await resolveAuthSecret(config) });

  const transport = jobs ? (mailTransport ?? configuredMailTransport(config, app.log)) : undefined;
  const mailer =
    givenMailer ??
    (jobs && transport
      ? queuedDelegationMailer({
          jobs,
          transport,
          from: mailSender(config),
          ...(mailRetry === undefined ? {} : { retry: mailRetry }),
        })
      : logOnlyDelegationMailer(app.log));

  // Web Push's VAPID key pair is made at the first start and kept in the database (vapid-keys.ts): a
  // server (one with a job queue) reads or makes it now; an app without one only when it is asked for.
  const vapidKeys = vapidKeySource(db);
  if (jobs) await vapidKeys();
  const reminders =
    jobs && transport
      ? defineReminderJob({
          jobs,
          pool,
          db,
          now,
          log: app.log,
          transport,
          mailFrom: mailSender(config),
          publicUrl: config.publicUrl,
          vapidKeys,
          push: {
            subject: vapidSubject(config),
            ttlSeconds: REMINDER_PUSH_TTL_SECONDS,
            timeoutMs: REMINDER_PUSH_TIMEOUT_MS,
          },
        })
      : noReminderScheduler;

  const deps: ModuleDeps = {
    config,
    db,
    pool,
    now,
    files,
    mailer,
    reminders,
    push: { publicKey: async () => (await vapidKeys()).publicKey },
    operations: apiOperations,
    ...(aiClient === undefined ? {} : { aiClient }),
  };
  for (const module of apiModules) await app.register(module.register, deps);

  await registerStaticWeb(app, webDistDir ?? defaultWebDistDir(), config.publicOrigin);
  return app;
}
