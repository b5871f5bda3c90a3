import { createRequire } from 'node:module';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/**
 * Key of the session advisory lock held while migrating ('Fkmg', 0), so that two processes starting
 * at once against the same database apply each migration once.
 */
const MIGRATION_LOCK = [1181445479, 0] as const;

/**
 * The committed migrations folder. Found through the package's own package.json rather than
 * `import.meta.url`: once the server is bundled into one file, `import.meta.url` is the bundle's,
 * while package resolution still finds this package.
 */
export function migrationsFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@fokus/db/package.json');
  return path.join(path.dirname(packageJson), 'migrations');
}

/**
 * Applies every committed migration not yet applied, in order, in one transaction. Safe to call from
 * several processes at once: they take turns on an advisory lock, and the later ones find nothing
 * left to do.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  const client = await db.$client.connect();
  let healthy = true;
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    try {
      // The migration runs on the connection that holds the lock: with a pool of one connection,
      // running it on "any pooled connection" would wait for ever for the one this code holds.
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => {
        // A broken connection is destroyed below, which ends its session and so its lock.
        healthy = false;
      });
    }
  } catch (err) {
    healthy = false;
    throw err;
  } finally {
    // A connection that failed may be mid-transaction: destroy it rather than return it to the pool.
    client.release(!healthy);
  }
}
