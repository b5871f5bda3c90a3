import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/**
 * The drizzle database Fokus code uses. `$client` is the pool behind it (drizzle sets it at run time;
 * the type says so that `migrateDatabase` can take a dedicated connection from it).
 */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface CreateDatabaseOptions {
  /** Most connections the pool opens (pg's default is 10). */
  max?: number;
  /**
   * Called when an idle pooled connection fails, e.g. when PostgreSQL stops or restarts under the
   * pool. Without a listener pg would throw the error and crash the process; with it the pool drops
   * the broken connection and opens a new one on the next query. Defaults to console.error.
   */
  onError?: (err: Error) => void;
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Ends every pooled connection. Safe to call more than once. */
  close(): Promise<void>;
}

/** Opens a connection pool to `url` and the drizzle database over it. Connects lazily. */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const onError = options.onError ?? ((err: Error) => console.error('PostgreSQL pool error:', err));
  pool.on('error', onError);

  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close() {
      closing ??= endPool(pool);
      return closing;
    },
  };
}

/**
 * pool.end() resolves once the pool has let go of its connections, not once they have closed: a
 * database stopped or dropped right after would terminate them and the pool would report errors.
 * So wait for the pool's 'remove' event of every connection too (bounded, in case one never comes).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  let timer: NodeJS.Timeout | undefined;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
    timer = setTimeout(resolve, 2_000);
  });
  await pool.end();
  await allClosed;
  clearTimeout(timer);
}
