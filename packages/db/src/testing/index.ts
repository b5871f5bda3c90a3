// Fresh, migrated databases for tests: `createTestDatabase()` clones a migrated template database
// (CREATE DATABASE ... TEMPLATE, ≈40 ms) instead of migrating each time.
//
//   describe.each(testDatabaseKinds())('tasks on %s', (kind) => {
//     let test: TestDatabase;
//     beforeAll(async () => { test = await createTestDatabase(kind); });
//     afterAll(() => test.drop());
//   });
import { createHash, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../client';
import {
  CLUSTER_DIR_NAME,
  PASSWORD_FILE_NAME,
  startEmbeddedDatabase,
  stopOrphanedPostgres,
} from '../embedded';
import { resolvePostgresBinaries } from '../embedded/binaries';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../embedded/data-dir-lock';
import { migrateDatabase, migrationsFolder } from '../migrate';

const execFileAsync = promisify(execFile);

export type TestDatabaseKind = 'embedded' | 'postgres';

export interface TestDatabase {
  url: string;
  db: Database;
  pool: pg.Pool;
  /** Closes the pool and drops the database (even if something else still has connections open). */
  drop(): Promise<void>;
}

/** 'embedded' always; 'postgres' too when TEST_DATABASE_URL names a PostgreSQL server to test on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
}

const TEST_DATABASE_PREFIX = 'fokus_test_';
const TEMPLATE_PREFIX = 'fokus_tpl_';
/** Key of the advisory lock under which a template is made ('Fktp', 0). */
const TEMPLATE_LOCK = [1181447280, 0] as const;
/** Test databases older than this on a shared server were left by killed runs. */
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

interface TestServer {
  /** A pool on a database of the server that tests never drop, for CREATE/DROP DATABASE. */
  maintenance: pg.Pool;
  /** URL of a database on this server, given its name. */
  urlFor(database: string): string;
}

const servers = new Map<TestDatabaseKind, Promise<TestServer>>();
const templates = new Map<TestDatabaseKind, Promise<string>>();

/** A new database with every migration applied, on the embedded server or on TEST_DATABASE_URL. */
export async function createTestDatabase(kind: TestDatabaseKind = 'embedded'): Promise<TestDatabase> {
  const server = await serverFor(kind);
  const template = await templateFor(kind, server);
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await server.maintenance.query(`create database "${name}" template "${template}"`);

  const url = server.urlFor(name);
  let dropping: Promise<void> | undefined;
  const { db, pool, close } = createDatabase(url, {
    max: 5,
    onError(err) {
      // pool.end() resolves before its connections have finished closing, so DROP ... WITH (FORCE)
      // can terminate one of them; that error is expected then and nothing else.
      if (!dropping) console.error('Test database connection failed:', err);
    },
  });
  return {
    url,
    db,
    pool,
    drop() {
      dropping ??= (async () => {
        await close();
        await server.maintenance.query(`drop database if exists "${name}" with (force)`);
      })();
      return dropping;
    },
  };
}

function serverFor(kind: TestDatabaseKind): Promise<TestServer> {
  let server = servers.get(kind);
  if (!server) {
    server = kind === 'embedded' ? startEmbeddedServer() : connectSharedServer();
    servers.set(kind, server);
  }
  return server;
}

function connectSharedServer(): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set; use testDatabaseKinds() to pick the kinds to test.');
  return Promise.resolve({
    maintenance: maintenancePool(url),
    urlFor: (database) => withDatabase(url, database),
  });
}

const EMBEDDED_DIR_PREFIX = 'fokus-db-test-';
const SEED_DIR_PREFIX = 'fokus-db-seed-';
/** Test data is thrown away: no waiting for the disk. */
const TEST_POSTGRES_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/** One embedded cluster per test process, in a temporary directory removed when the process ends. */
async function startEmbeddedServer(): Promise<TestServer> {
  await removeAbandonedClusters();
  const seed = await ensureSeedCluster().catch((err: unknown) => {
    console.warn('Could not prepare the seed test cluster; creating one from scratch:', err);
    return null;
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), EMBEDDED_DIR_PREFIX));
  // mkdtemp makes the directory private (0700); as root, postgres runs as its own user and must be
  // able to enter it.
  chmodSync(dataDir, 0o755);
  if (seed) {
    await copySeedCluster(seed, dataDir).catch(async (err: unknown) => {
      // E.g. a seed another user built and this one may not read: start from scratch instead.
      console.warn(`Could not copy the seed test cluster ${seed}; creating one from scratch:`, err);
      for (const name of readdirSync(dataDir))
        await rm(path.join(dataDir, name), { recursive: true, force: true });
    });
  }
  const embedded = await startEmbeddedDatabase({ dataDir, postgresSettings: TEST_POSTGRES_SETTINGS });

  // When the process ends, stop postgres at once (SIGQUIT: immediate shutdown, no checkpoint, shared
  // memory released) and remove the cluster. Exit handlers cannot wait for anything asynchronous,
  // hence the synchronous wait.
  process.on('exit', () => {
    try {
      process.kill(embedded.pid, 'SIGQUIT');
    } catch {
      // Already gone.
    }
    waitForExitSync(embedded.pid, 450);
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Vitest ends its worker processes with SIGTERM (and SIGKILL 500 ms later). Without a listener
  // SIGTERM ends the process without 'exit' handlers and postgres would be left running; exiting
  // here runs them. A worker that is SIGKILLed anyway leaves a cluster for the next run to remove.
  if (process.listenerCount('SIGTERM') === 0) process.once('SIGTERM', () => process.exit(143));

  return embeddedTestServer(embedded.url);
}

function embeddedTestServer(url: string): TestServer {
  return {
    maintenance: maintenancePool(withDatabase(url, 'postgres')),
    urlFor: (database) => withDatabase(url, database),
  };
}

/**
 * initdb takes about a second and every test file runs in its own process, so the first process on
 * a machine builds a stopped "seed" cluster, migrated template included, and the others copy it
 * (≈0.1 s). Its name holds the PostgreSQL package version and the migrations hash, so a change of
 * either builds a new one. Processes that start while it is being built wait for it.
 */
async function ensureSeedCluster(): Promise<string> {
  const tmp = os.tmpdir();
  const key = `${postgresPackageVersion()}-${migrationsHash()}`;
  const seedDir = path.join(tmp, `${SEED_DIR_PREFIX}${key}`);
  const isReady = () => existsSync(path.join(seedDir, CLUSTER_DIR_NAME, 'PG_VERSION'));
  if (isReady()) return seedDir;

  const lockDir = path.join(tmp, `${EMBEDDED_DIR_PREFIX}seed-lock-${key}`);
  mkdirSync(lockDir, { recursive: true });
  const deadline = Date.now() + 120_000;
  let lock: DataDirLock;
  for (;;) {
    try {
      lock = await acquireDataDirLock(lockDir);
      break;
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
    }
    if (isReady()) return seedDir;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for another process to build ${seedDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (isReady()) return seedDir;
    const buildDir = mkdtempSync(path.join(tmp, EMBEDDED_DIR_PREFIX));
    chmodSync(buildDir, 0o755);
    const embedded = await startEmbeddedDatabase({
      dataDir: buildDir,
      postgresSettings: TEST_POSTGRES_SETTINGS,
    });
    try {
      const server = embeddedTestServer(embedded.url);
      try {
        await createTemplate(server);
      } finally {
        await server.maintenance.end();
      }
    } finally {
      await embedded.stop();
    }
    await rm(seedDir, { recursive: true, force: true });
    await rename(buildDir, seedDir);
    // Seeds of older migrations or PostgreSQL versions are no use any more.
    for (const name of readdirSync(tmp)) {
      if (name.startsWith(SEED_DIR_PREFIX) && name !== path.basename(seedDir)) {
        await rm(path.join(tmp, name), { recursive: true, force: true });
      }
    }
    return seedDir;
  } finally {
    await lock.release();
  }
}

/** `cp -a` keeps the files' owner (the postgres user, when tests run as root) and modes. */
async function copySeedCluster(seedDir: string, dataDir: string): Promise<void> {
  await execFileAsync('cp', [
    '-a',
    path.join(seedDir, CLUSTER_DIR_NAME),
    path.join(seedDir, PASSWORD_FILE_NAME),
    dataDir,
  ]);
}

function postgresPackageVersion(): string {
  const { packageDir } = resolvePostgresBinaries();
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

/**
 * Clusters of test processes that were killed: their lock is stale (a live owner's lock makes
 * acquireDataDirLock throw, and the directory is left alone). Their postgres is stopped and the
 * directory removed, so killed runs do not pile up running servers and 40 MB directories.
 */
async function removeAbandonedClusters(): Promise<void> {
  const tmp = os.tmpdir();
  const candidates = readdirSync(tmp).filter((name) => name.startsWith(EMBEDDED_DIR_PREFIX));
  for (const name of candidates) {
    const dataDir = path.join(tmp, name);
    try {
      // A directory still without a lock may be one another process is just setting up.
      const lockStat = await stat(path.join(dataDir, 'fokus.lock')).catch(() => null);
      if (!lockStat && Date.now() - (await stat(dataDir)).mtimeMs < 10 * 60_000) continue;
      await acquireDataDirLock(dataDir);
      await stopOrphanedPostgres(path.join(dataDir, CLUSTER_DIR_NAME), () => undefined);
      await rm(dataDir, { recursive: true, force: true });
    } catch (err) {
      if (!(err instanceof DataDirInUseError))
        console.warn(`Could not remove the abandoned test cluster ${dataDir}:`, err);
    }
  }
}

function maintenancePool(url: string): pg.Pool {
  // allowExitOnIdle: an idle maintenance connection must not keep a test process alive.
  const pool = new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  pool.on('error', (err) => console.error('Test database maintenance connection failed:', err));
  return pool;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function templateFor(kind: TestDatabaseKind, server: TestServer): Promise<string> {
  let template = templates.get(kind);
  if (!template) {
    template = createTemplate(server);
    templates.set(kind, template);
  }
  return template;
}

/**
 * The migrated template, named after a hash of the migrations so that test processes (and runs) on
 * one server share it while the schema is unchanged. Made under an advisory lock; marked as a
 * template that accepts no connections only once fully migrated, so a half-made one (a killed run)
 * is recognised and made again.
 */
async function createTemplate(server: TestServer): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const client = await server.maintenance.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...TEMPLATE_LOCK]);
    try {
      const found = await client.query<{ datistemplate: boolean }>(
        'select datistemplate from pg_database where datname = $1',
        [name],
      );
      if (found.rows[0]?.datistemplate) return name;
      if (found.rows[0]) await client.query(`drop database "${name}" with (force)`);

      await client.query(`create database "${name}"`);
      const template = createDatabase(server.urlFor(name), { max: 1 });
      try {
        await migrateDatabase(template.db);
      } finally {
        await template.close();
      }
      // A template with connections cannot be cloned; refusing them keeps stray tools out.
      await client.query(`alter database "${name}" with is_template true allow_connections false`);
      await dropLeftoverTestDatabases(client);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...TEMPLATE_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Test databases a killed test process never dropped; the name says when each was made. */
async function dropLeftoverTestDatabases(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${TEST_DATABASE_PREFIX}%`],
  );
  const cutoff = Date.now() - LEFTOVER_AGE_MS;
  for (const { datname } of rows) {
    const created = parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(created) && created < cutoff) {
      await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}

function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Blocks (in a process 'exit' handler, where nothing asynchronous runs) until `pid` has exited. */
function waitForExitSync(pid: number, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (Date.now() < deadline && isRunningSync(pid)) Atomics.wait(sleeper, 0, 0, 10);
}

function isRunningSync(pid: number): boolean {
  try {
    // Field 3 is the state; an exited child stays a zombie ('Z') until this process reaps it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    if (process.platform === 'linux') return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}
