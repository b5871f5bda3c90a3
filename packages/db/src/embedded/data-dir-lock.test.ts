import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './data-dir-lock';
import { readBootId, readProcessStartTime } from './proc';

describe('DATA_DIR lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fokus-lock-test-'));
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The pid of a process that has already exited. */
  function deadPid(): number {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    return pid;
  }

  it('records its owner and is removed on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual({
      pid: process.pid,
      startTime: await readProcessStartTime(process.pid),
      bootId: await readBootId(),
    });
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is refused while a live process holds it', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Another Fokus process (pid ${process.pid}) is already using DATA_DIR ${dataDir}.`,
    );
    await lock.release();
  });

  it.each([
    ['its owner has exited', async () => ({ pid: deadPid(), startTime: '1', bootId: await readBootId() })],
    [
      'its pid now belongs to another process',
      async () => ({ pid: process.pid, startTime: 'earlier', bootId: await readBootId() }),
    ],
    [
      'it comes from before a reboot',
      async () => ({
        pid: process.pid,
        startTime: await readProcessStartTime(process.pid),
        bootId: 'another-boot',
      }),
    ],
  ])('is taken over when %s', async (_case, owner) => {
    writeFileSync(lockFile, JSON.stringify(await owner()));
    const lock = await acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).startTime).toBe(
      await readProcessStartTime(process.pid),
    );
    await lock.release();
  });

  it('is taken over when the file is damaged', async () => {
    writeFileSync(lockFile, '{"pid":');
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it('goes to exactly one of several simultaneous takers, also over a stale lock', async () => {
    for (const stale of [false, true]) {
      if (stale) writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), startTime: '1', bootId: null }));
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(dataDir)));
      const won = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter(
        (result) => result.status === 'rejected' && result.reason instanceof DataDirInUseError,
      );
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(5);
      if (won[0]?.status === 'fulfilled') await won[0].value.release();
    }
  });

  it('is not removed by a release once another process has taken it over', async () => {
    const lock = await acquireDataDirLock(dataDir);
    writeFileSync(lockFile, JSON.stringify({ pid: 1, startTime: 'other', bootId: null }));
    await lock.release();
    expect(existsSync(lockFile)).toBe(true);
  });
});
