// The process: read the configuration, open the database (the embedded server under DATA_DIR, or
// DATABASE_URL), apply migrations, serve, and shut down in order on SIGTERM/SIGINT.
import { DataDirInUseError, createDatabase, migrateDatabase, startEmbeddedDatabase } from '@fokus/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createJobQueue, type JobLogger, type JobQueue } from './shared/jobs.js';

/**
 * How long requests in flight may take to finish after SIGTERM before their connections are cut. Below
 * the 10 s after which Docker follows SIGTERM with SIGKILL, so the embedded PostgreSQL is still stopped
 * cleanly.
 */
const SHUTDOWN_GRACE_MS = 8_000;
const DATABASE_CONNECT_TIMEOUT_MS = 10_000;
/** Lines of PostgreSQL's own output kept to explain a failed start. */
const POSTGRES_LOG_LINES = 50;

/** A start-up failure whose message is meant for the operator as is. */
class StartupError extends Error {
  override name = 'StartupError';
}

const startedAt = performance.now();

type DatabaseConnection = ReturnType<typeof createDatabase>;
type EmbeddedDatabase = Awaited<ReturnType<typeof startEmbeddedDatabase>>;

interface Running {
  app?: FastifyInstance;
  jobs?: JobQueue;
  database?: DatabaseConnection;
  embedded?: EmbeddedDatabase;
}

const running: Running = {};
/** Set once listening: from then on a signal stops the server here, before that main() does it. */
let ready = false;
let stopping = false;

// PostgreSQL's last lines are kept to explain a failed start or a crash; once the app's logger exists
// they also go to the log at debug level.
const postgresLog: string[] = [];
let forwardPostgresLine: ((line: string) => void) | undefined;
function logPostgres(line: string): void {
  postgresLog.push(line);
  if (postgresLog.length > POSTGRES_LOG_LINES) postgresLog.shift();
  forwardPostgresLine?.(line);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StartupError(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function openDatabase(config: Config): Promise<DatabaseConnection> {
  const onError = (error: Error) => {
    // An idle client lost its server (restart, network): the pool replaces it; without this listener
    // node-postgres would crash the process.
    if (running.app) running.app.log.warn({ err: error }, 'database connection error');
    else console.warn(`Fokus: database connection error: ${error.message}`);
  };
  if (config.databaseUrl) {
    const database = createDatabase(config.databaseUrl, { onError });
    running.database = database;
    try {
      await withTimeout(
        database.pool.query('SELECT 1'),
        DATABASE_CONNECT_TIMEOUT_MS,
        `no answer within ${DATABASE_CONNECT_TIMEOUT_MS / 1000} s`,
      );
    } catch (error) {
      throw new StartupError(`DATABASE_URL: cannot connect to the database: ${(error as Error).message}`);
    }
    return database;
  }
  running.embedded = await startEmbeddedDatabase({
    dataDir: config.dataDir,
    onLog: logPostgres,
  });
  const database = createDatabase(running.embedded.url, { onError });
  running.database = database;
  return database;
}

/**
 * Stops everything that was started, in order: HTTP server (requests finish, so nothing more is
 * queued), job queue (running jobs finish or go back to the queue), pool, PostgreSQL.
 */
async function stopAll(): Promise<void> {
  const { app, jobs, database, embedded } = running;
  if (app) {
    // server.close() drops idle keep-alive connections once; a connection whose request finishes later
    // would otherwise be kept open by the client (a browser, for minutes) and hold the shutdown up.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    const forceClose = setTimeout(() => {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
      clearTimeout(forceClose);
    }
  }
  await jobs?.stop();
  await database?.close();
  await embedded?.stop();
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // Second signal: the operator does not want to wait. A PostgreSQL left behind is stopped on next start.
    console.error(`Fokus: ${signal} again, exiting now`);
    process.exit(1);
  }
  stopping = true;
  const { app } = running;
  // Still starting: main() notices `stopping` after its current step and stops what it started.
  if (!ready || !app) return;
  app.log.info(`${signal} received: finishing requests in flight, then stopping`);
  try {
    await stopAll();
    app.log.info('Fokus stopped');
    process.exit(0);
  } catch (error) {
    console.error('Fokus: shutdown failed:', error);
    process.exit(1);
  }
}

/** Thrown between start-up steps when a signal asked us to stop before we were ready. */
class StopRequested extends Error {}

function continueStarting(): void {
  if (stopping) throw new StopRequested('stop requested during start-up');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  continueStarting();
  await migrateDatabase(database.db);
  continueStarting();

  // The queue's log lines go to the app's logger, which exists once the app is built.
  const jobLog: JobLogger = {
    info: (details, message) => running.app?.log.info(details, message),
    warn: (details, message) => running.app?.log.warn(details, message),
    error: (details, message) => running.app?.log.error(details, message),
  };
  const jobs = createJobQueue({ pool: database.pool, log: jobLog });
  running.jobs = jobs;
  const app = await buildApp({ config, db: database.db, pool: database.pool, jobs });
  running.app = app;
  forwardPostgresLine = (line) => app.log.debug({ component: 'postgres' }, line);
  continueStarting();
  // Creates pg-boss's schema (`pgboss`) in the database on first start, then works the app's queues.
  await jobs.start();
  continueStarting();

  void running.embedded?.exited.then(({ code, signal }) => {
    if (stopping) return;
    app.log.fatal(
      { code, signal, postgresLog },
      'the embedded PostgreSQL server exited unexpectedly; stopping Fokus',
    );
    process.exit(1);
  });

  await app.listen({ port: config.port, host: config.host });
  continueStarting();
  ready = true;
  const elapsed = Math.round(performance.now() - startedAt);
  app.log.info(
    `Fokus ready on ${config.publicUrl} in ${elapsed} ms (listening on ${config.host}:${config.port})`,
  );
}

// Installed before the embedded database package is loaded, so its own handlers (which would stop
// PostgreSQL at once, under requests in flight) are the ones @fokus/db takes off again.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, (received) => void shutdown(received));
}

try {
  await main();
} catch (error) {
  const requested = error instanceof StopRequested;
  stopping = true;
  if (error instanceof DataDirInUseError) {
    // Another live Fokus owns DATA_DIR: say so and leave everything, including its database, alone.
    console.error(`Fokus: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`Fokus: ${error.message}`);
  } else if (!requested) {
    console.error('Fokus: start-up failed:', error);
    if (postgresLog.length > 0) console.error(`PostgreSQL said:\n${postgresLog.join('\n')}`);
  }
  await stopAll().catch((stopError: unknown) => console.error('Fokus: cleanup failed:', stopError));
  process.exit(requested ? 0 : 1);
}
