import { checkDatabase } from '@fokus/db';
import type pg from 'pg';

export interface CheckHealthDeps {
  pool: pg.Pool;
}

export interface Health {
  status: 'ok' | 'error';
  database: { state: 'up' | 'down'; latencyMs: number };
}

/** The process is healthy when its database answers. */
export async function checkHealth({ pool }: CheckHealthDeps): Promise<Health> {
  const database = await checkDatabase(pool);
  return { status: database.state === 'up' ? 'ok' : 'error', database };
}
