// The shape of a server module: its operations, described once, and how it registers their routes.
// `modules/index.ts` lists every module; `buildApp` registers from that list and the OpenAPI document
// is built from it, so a module cannot be served without being documented, or the other way round.
import type { Database } from '@fokus/db';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { FileStorage } from '../modules/files/file-storage.js';
import type { DelegationMailer } from '../modules/delegation/delegation-mailer.js';
import type { AiClientOverrides } from '../modules/ai/create-provider.js';
import type { ApiOperation } from './api-operation.js';
import type { ReminderScheduler } from '../modules/reminders/reminder-scheduler.js';

/** What the app hands every module. */
export interface ModuleDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** The clock of the use cases; tests pass one they control. */
  now: () => Date;
  /** Attachment files. */
  files: FileStorage;
  /** Queues the delegation e-mail (modules/mail; without a job queue, the log-only mailer). */
  mailer: DelegationMailer;
  /** Stores or cancels a task's reminder job after each change of it (without a job queue: nothing). */
  reminders: ReminderScheduler;
  /** Web Push: the server's VAPID public key (modules/reminders). */
  push: { publicKey: () => Promise<string> };
  /** Every operation of every module (the docs module describes them). */
  operations: readonly ApiOperation[];
  /** Tests only: where the configured AI provider's SDK sends its calls, and a short timeout. */
  aiClient?: AiClientOverrides;
}

export interface ApiModule<O extends Record<string, ApiOperation> = Record<string, ApiOperation>> {
  /** The feature's name, as in `modules/<name>`. */
  name: string;
  /** Each operation the module serves, once: its routes are registered from these. */
  operations: O;
  /** Registers the module's routes (a Fastify plugin: hooks it adds stay inside it). */
  register(app: FastifyInstance, deps: ModuleDeps): Promise<void>;
}

/** Keeps the literal type of a module's operations. */
export function defineModule<O extends Record<string, ApiOperation>>(module: ApiModule<O>): ApiModule<O> {
  return module;
}
