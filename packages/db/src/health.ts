import pg from 'pg';
import type { Database } from './client';

export interface DatabaseHealth {
  state: 'up' | 'down';
  /** Round trip of `select 1`, or the time until the failure. */
  latencyMs: number;
}

/** For the health route: runs `select 1` and never throws. */
export async function checkDatabase(target: Database | pg.Pool, timeoutMs = 2000): Promise<DatabaseHealth> {
  const pool = target instanceof pg.Pool ? target : target.$client;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    // A pool that cannot connect can wait a long time (connectionTimeoutMillis defaults to none), and
    // a health check must answer quickly either way.
    await Promise.race([
      pool.query('select 1'),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), timeoutMs);
      }),
    ]);
    return { state: 'up', latencyMs: elapsed(started) };
  } catch {
    return { state: 'down', latencyMs: elapsed(started) };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
