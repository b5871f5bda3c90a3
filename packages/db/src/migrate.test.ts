import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { syncedTables } from './sync';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const tables: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test?.drop());

  it('create every table of the schema', async () => {
    const { rows } = await test.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const names = rows.map((row) => row.table_name);
    for (const table of tables) expect(names).toContain(getTableConfig(table).name);
  });

  it('put a version trigger on exactly the synced tables, which all have the sync columns', async () => {
    const { rows } = await test.pool.query<{ table_name: string }>(
      "select event_object_table as table_name from information_schema.triggers where trigger_name like '%_sync_bump' and event_manipulation = 'UPDATE'",
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(Object.keys(syncedTables).sort());

    const withVersion = tables
      .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'version'))
      .map((table) => getTableConfig(table).name);
    expect(withVersion.sort()).toEqual(Object.keys(syncedTables).sort());
    for (const table of Object.values(syncedTables)) {
      const columns = getTableConfig(table).columns.map((column) => column.name);
      expect(columns).toEqual(expect.arrayContaining(['user_id', 'updated_at', 'version', 'deleted_at']));
    }
  });

  it('are idempotent, also when two processes migrate at once', async () => {
    // The template was migrated already; both runs find nothing to do and must not fail or deadlock.
    const first = createDatabase(test.url, { max: 1 });
    const second = createDatabase(test.url, { max: 1 });
    try {
      await Promise.all([migrateDatabase(first.db), migrateDatabase(second.db)]);
      const { rows } = await test.pool.query<{ count: string }>(
        'select count(*) from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
