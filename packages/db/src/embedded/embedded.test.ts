import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, startEmbeddedDatabase } from './index';
import { isProcessRunning, waitForProcessExit } from './proc';

const FIXTURE = fileURLToPath(new URL('./test-fixtures/hold-data-dir.ts', import.meta.url));
const TEST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

interface Owner {
  child: ChildProcess;
  url: string;
  /** The postmaster's pid. */
  pid: number;
}

/** Starts the embedded database for `dataDir` in another Node process, as a running Fokus would. */
function startOwner(dataDir: string): Promise<Owner> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line) {
        const { url, pid } = JSON.parse(line) as { url: string; pid: number };
        resolve({ child, url, pid });
      }
    });
    child.once('exit', (code) => reject(new Error(`owner exited (${code}): ${stderr}`)));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('embedded database', () => {
  // One data directory for the whole file: the first start creates the cluster, later ones reuse it.
  const parent = mkdtempSync(path.join(os.tmpdir(), 'fokus-embedded-test-'));
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    // Stop any postgres a failed test left behind before removing its files.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (pid > 0 && (await isProcessRunning(pid))) {
      process.kill(pid, 'SIGQUIT');
      await waitForProcessExit(pid, 5_000);
    }
    rmSync(parent, { recursive: true, force: true });
  });

  it('refuses a second start on a DATA_DIR a live process uses, and leaves that process working', async () => {
    const owner = await startOwner(dataDir);
    children.push(owner.child);
    const pidFileBefore = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');

    const second = startEmbeddedDatabase({ dataDir, postgresSettings: TEST_SETTINGS });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `Another Fokus process (pid ${owner.child.pid}) is already using DATA_DIR ${dataDir}. ` +
        'Stop it first or choose another DATA_DIR.',
    );

    expect(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).toBe(pidFileBefore);
    expect(await query(owner.url, 'select 1 as one')).toEqual([{ one: 1 }]);

    owner.child.kill('SIGTERM');
    await exitOf(owner.child);
    expect(await isProcessRunning(owner.pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'fokus.lock'))).toBe(false);
  });

  it('after its owner is killed, stops the orphaned postgres, takes over and keeps the data', async () => {
    const owner = await startOwner(dataDir);
    children.push(owner.child);
    await query(owner.url, 'create table notes (body text); insert into notes values ($$kept$$)');

    owner.child.kill('SIGKILL');
    await exitOf(owner.child);
    // What a crash leaves: postgres still running, its postmaster.pid and a stale lock.
    expect(await isProcessRunning(owner.pid)).toBe(true);
    expect(existsSync(path.join(dataDir, 'fokus.lock'))).toBe(true);
    // And, had the crash come during the first initdb, a half-made cluster directory.
    mkdirSync(path.join(dataDir, 'postgres.init-12345-deadbeef', 'base'), { recursive: true });

    const embedded = await startEmbeddedDatabase({ dataDir, postgresSettings: TEST_SETTINGS });
    try {
      expect(await isProcessRunning(owner.pid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres.init-12345-deadbeef'))).toBe(false);
      expect(await query(embedded.url, 'select body from notes')).toEqual([{ body: 'kept' }]);
    } finally {
      await embedded.stop();
    }
    expect(existsSync(path.join(dataDir, 'fokus.lock'))).toBe(false);
  });

  it('removes a postmaster.pid whose process is gone', async () => {
    // A pid that cannot be running: beyond the kernel's maximum.
    writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), `${2 ** 22 + 1}\n${dataDir}\n`);
    const embedded = await startEmbeddedDatabase({ dataDir, postgresSettings: TEST_SETTINGS });
    try {
      expect(await query(embedded.url, 'select count(*)::int as n from notes')).toEqual([{ n: 1 }]);
    } finally {
      await embedded.stop();
    }
  });

  it('reports an unexpected exit of postgres through `exited`', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir, postgresSettings: TEST_SETTINGS });
    try {
      // An immediate shutdown, as an administrator could cause.
      process.kill(embedded.pid, 'SIGQUIT');
      const exit = await embedded.exited;
      expect(exit).toEqual({ code: expect.any(Number), signal: null });
      expect(await isProcessRunning(embedded.pid)).toBe(false);
    } finally {
      await embedded.stop();
    }
  });

  it('says why postgres could not start', async () => {
    const embedded = startEmbeddedDatabase({
      dataDir,
      postgresSettings: { shared_buffers: 'not-a-size' },
    });
    await expect(embedded).rejects.toThrow(/PostgreSQL exited during start-up[\s\S]*shared_buffers/);
    expect(existsSync(path.join(dataDir, 'fokus.lock'))).toBe(false);
  });
});
