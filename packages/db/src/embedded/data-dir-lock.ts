// One Fokus process per DATA_DIR. The lock file records who holds it (pid, the process's start time
// and the kernel's boot id) so that a later start can tell a live owner, which it must not disturb,
// from a crashed one, whose lock it takes over. A pid alone is not enough: after a reboot or in a
// restarted container the same pid is often given to an unrelated process.
import { randomBytes } from 'node:crypto';
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { isProcessRunning, readBootId, readProcessStartTime } from './proc';

export const LOCK_FILE_NAME = 'fokus.lock';

/** Thrown when another live Fokus process holds the data directory's lock. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';

  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Fokus process (pid ${ownerPid}) is already using DATA_DIR ${dataDir}. ` +
        'Stop it first or choose another DATA_DIR.',
    );
  }
}

interface LockOwner {
  pid: number;
  /** From /proc/<pid>/stat; null where the system does not say. */
  startTime: string | null;
  bootId: string | null;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
  /** The same, synchronously, for a process 'exit' handler. */
  releaseSync(): void;
}

async function currentOwner(): Promise<LockOwner> {
  return {
    pid: process.pid,
    startTime: await readProcessStartTime(process.pid),
    bootId: await readBootId(),
  };
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, startTime, bootId } = value as Record<string, unknown>;
    if (typeof pid !== 'number') return null;
    return {
      pid,
      startTime: typeof startTime === 'string' ? startTime : null,
      bootId: typeof bootId === 'string' ? bootId : null,
    };
  } catch {
    return null;
  }
}

async function isOwnerAlive(owner: LockOwner): Promise<boolean> {
  const bootId = await readBootId();
  if (owner.bootId !== null && bootId !== null && owner.bootId !== bootId) return false;
  if (!(await isProcessRunning(owner.pid))) return false;
  if (owner.startTime === null) return true;
  return (await readProcessStartTime(owner.pid)) === owner.startTime;
}

function isErrno(err: unknown, code: string): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * Takes `${dataDir}/fokus.lock` or throws DataDirInUseError. A stale lock (its owner has exited, or
 * the machine rebooted) is taken over. Changes nothing else in the directory.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const owner = await currentOwner();
  const content = `${JSON.stringify(owner)}\n`;

  // The lock file appears complete or not at all: it is written under a private name and then
  // hard-linked to its real name, which fails if that name exists (an exclusive create that
  // another process can never observe half-written).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, content, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        await link(draft, file);
        return makeLock(file, content);
      } catch (err) {
        if (!isErrno(err, 'EEXIST')) throw err;
      }
      await takeOverIfStale(file, dataDir);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it at the same time.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** Throws DataDirInUseError if the lock's owner is alive; otherwise moves the stale lock aside. */
async function takeOverIfStale(file: string, dataDir: string): Promise<void> {
  let text: string;
  let inode: number;
  try {
    [text, inode] = await Promise.all([readFile(file, 'utf8'), stat(file).then((s) => s.ino)]);
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return; // Released meanwhile: try to take it again.
    throw err;
  }
  const holder = parseOwner(text);
  // Lock files are never written in place (see above), so one that does not parse is damaged and
  // nobody can be holding it.
  if (holder && (await isOwnerAlive(holder))) throw new DataDirInUseError(dataDir, holder.pid);

  // Two starters may both find the same stale lock. Renaming it away succeeds for one of them; the
  // other's rename then fails (ENOENT) or, if the winner already made its new lock, moves THAT one,
  // which the inode check notices and undoes before the next attempt reports the winner as live.
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return;
    throw err;
  }
  if ((await stat(aside)).ino !== inode) {
    try {
      await link(aside, file);
    } catch (err) {
      if (!isErrno(err, 'EEXIST')) throw err;
    }
  }
  await unlink(aside).catch(() => undefined);
}

function makeLock(file: string, content: string): DataDirLock {
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      const current = await readFile(file, 'utf8').catch(() => null);
      if (current === content) await unlink(file).catch(() => undefined);
    },
    releaseSync() {
      if (released) return;
      released = true;
      try {
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}
