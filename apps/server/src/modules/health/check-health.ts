import type { HealthResponse } from '@fokus/core';
import { checkDatabase } from '@fokus/db';
import type pg from 'pg';

export interface CheckHealthDeps {
  pool: pg.Pool;
}

/** The process is healthy when its database answers. */
export async function checkHealth({ pool }: CheckHealthDeps): Promise<HealthResponse> {
  const database = await checkDatabase(pool);
  return { status: database.state === 'up' ? 'ok' : 'error', database };
}
