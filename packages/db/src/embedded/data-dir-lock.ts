// One Fokus process per DATA_DIR. The lock file records who holds it (pid, the process's start time
// and the kernel's boot id) so that a later start can tell a live owner, which it must not disturb,
// from a crashed one, whose lock it takes over. A pid alone is not enough: after a reboot or in a
// restarted container the same pid is often given to an unrelated process.
import { randomBytes } from 'node:crypto';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
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
  const content = `${JSON.stringify(await currentOwner())}\n`;

  // The lock file appears complete or not at all: it is written under a private name and then
  // hard-linked to its real name, which fails if that name exists (an exclusive create that
  // another process can never observe half-written).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, content, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      try {
        await link(draft, file);
        return makeLock(file, content);
      } catch (err) {
        if (!isErrno(err, 'EEXIST')) throw err;
      }
      const holder = await readOwner(file);
      if (holder === 'missing') continue; // Released meanwhile: try again.
      if (holder !== 'damaged' && (await isOwnerAlive(holder)))
        throw new DataDirInUseError(dataDir, holder.pid);
      if (!(await removeStaleLock(file, draft, dataDir))) await sleep(5);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it at the same time.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

async function readOwner(file: string): Promise<LockOwner | 'missing' | 'damaged'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return 'missing';
    throw err;
  }
  // Lock files are never written in place (see above), so one that does not parse is damaged and
  // nobody can be holding it.
  return parseOwner(text) ?? 'damaged';
}

/**
 * Removing a stale lock by its path is only safe if nobody else can replace it between the check
 * and the removal: two starters that both found it stale could otherwise remove each other's fresh
 * locks. So removal happens under a second, short-lived exclusive file (`fokus.lock.takeover`), and
 * the lock is checked again under it: while it exists nobody can create a new lock, and only the
 * takeover holder removes one, so the file checked is the file removed. False if another process
 * holds the takeover (the caller retries).
 */
async function removeStaleLock(file: string, draft: string, dataDir: string): Promise<boolean> {
  const guard = `${file}.takeover`;
  try {
    await link(draft, guard);
  } catch (err) {
    if (!isErrno(err, 'EEXIST')) throw err;
    await removeAbandonedGuard(guard);
    return false;
  }
  try {
    const holder = await readOwner(file);
    if (holder === 'missing') return true;
    if (holder !== 'damaged' && (await isOwnerAlive(holder)))
      throw new DataDirInUseError(dataDir, holder.pid);
    await unlink(file);
    return true;
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

/** A takeover file is held for milliseconds; one whose owner died while holding it is removed. */
async function removeAbandonedGuard(guard: string): Promise<void> {
  const [holder, age] = await Promise.all([
    readOwner(guard),
    stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    ),
  ]);
  if (holder === 'missing') return;
  const abandoned = holder === 'damaged' ? age > 5_000 : !(await isOwnerAlive(holder));
  if (abandoned) await unlink(guard).catch(() => undefined);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
