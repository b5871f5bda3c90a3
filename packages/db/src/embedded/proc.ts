// What the operating system says about a process, for telling a live lock owner or postgres from a
// dead one. Linux answers through /proc; elsewhere only `kill(pid, 0)` and `ps` are available and
// the answers are less exact (no start time, so a reused pid looks alive).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Reads a file, or null if it does not exist (or cannot be read). */
async function readOptional(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The boot id of the running kernel; a different one means the machine rebooted since. Null off Linux. */
export async function readBootId(): Promise<string | null> {
  return (await readOptional('/proc/sys/kernel/random/boot_id'))?.trim() ?? null;
}

interface ProcStat {
  state: string;
  /** Clock ticks after boot when the process started (field 22 of /proc/<pid>/stat). */
  startTime: string;
}

async function readProcStat(pid: number): Promise<ProcStat | null> {
  const text = await readOptional(`/proc/${pid}/stat`);
  if (text === null) return null;
  // The command name (field 2) is in parentheses and may itself hold spaces and ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : null;
}

/** When the process started, in a form only meant to be compared for equality. Null off Linux. */
export async function readProcessStartTime(pid: number): Promise<string | null> {
  return (await readProcStat(pid))?.startTime ?? null;
}

/** True when the process exists and is not a zombie (a zombie has exited; it only awaits reaping). */
export async function isProcessRunning(pid: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readProcStat(pid);
  if (stat) return stat.state !== 'Z' && stat.state !== 'X';
  if (process.platform === 'linux') return false; // /proc entry gone: it exited meanwhile.
  const psState = await runPs(pid, 'stat=');
  return psState !== null && !psState.startsWith('Z');
}

/** The process's argument vector, or null if it is gone. */
export async function readCommandLine(pid: number): Promise<string[] | null> {
  const text = await readOptional(`/proc/${pid}/cmdline`);
  if (text !== null) return text.split('\0').filter((arg) => arg !== '');
  if (process.platform === 'linux') return null;
  // `ps` joins the arguments with spaces, so a path with spaces cannot be told apart; good enough
  // for the development machines that have no /proc.
  return (await runPs(pid, 'command='))?.split(' ') ?? null;
}

async function runPs(pid: number, format: string): Promise<string | null> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', format, '-p', String(pid)]);
    const out = stdout.trim();
    return out === '' ? null : out;
  } catch {
    return null;
  }
}

/** Waits until the process has exited (or is a zombie), polling; false if it is still running at the deadline. */
export async function waitForProcessExit(pid: number, timeoutMs: number, pollMs = 10): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await isProcessRunning(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
