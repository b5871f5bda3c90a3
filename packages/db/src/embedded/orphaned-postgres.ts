// A postgres left running by a Fokus process that crashed: found by its pid file and stopped, but only
// when it really serves this cluster.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning, readCommandLine, waitForProcessExit } from './proc';

/** How long a postgres is given to stop cleanly. */
export const STOP_TIMEOUT_MS = 30_000;

/**
 * After a crash of its owner, the postgres it started keeps running (re-parented) and holds
 * postmaster.pid, so a new start would fail. Stop it cleanly, but only if it really is a postgres
 * serving this cluster: the pid may since belong to an unrelated process. Safe because this process
 * holds DATA_DIR's lock, so no live Fokus process owns that postgres.
 */
export async function stopOrphanedPostgres(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = Number(text.split('\n')[0]);
  if (
    Number.isInteger(pid) &&
    pid > 0 &&
    (await isProcessRunning(pid)) &&
    (await isPostgresFor(pid, clusterDir))
  ) {
    log(`Stopping PostgreSQL (pid ${pid}) left running by a previous Fokus process`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForProcessExit(pid, STOP_TIMEOUT_MS))) {
      throw new Error(
        `PostgreSQL (pid ${pid}) left running for ${clusterDir} by a previous Fokus process did not stop ` +
          `within ${STOP_TIMEOUT_MS / 1000} s. Stop it (kill -INT ${pid}) and start again.`,
      );
    }
  }
  // Gone now, or stale all along (its pid is dead or was reused): postgres removes the file on a
  // clean stop; otherwise remove it so that the new postmaster does not refuse to start.
  await rm(pidFile, { force: true });
}

async function isPostgresFor(pid: number, clusterDir: string): Promise<boolean> {
  const argv = await readCommandLine(pid);
  if (!argv || path.basename(argv[0] ?? '') !== 'postgres') return false;
  const dataDirIndex = argv.indexOf('-D');
  const dir = dataDirIndex >= 0 ? argv[dataDirIndex + 1] : undefined;
  return dir !== undefined && path.resolve(dir) === clusterDir;
}
