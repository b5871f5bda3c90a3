import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './index';

describe('testDatabaseKinds', () => {
  it('always has the embedded server, and TEST_DATABASE_URL adds PostgreSQL', () => {
    expect(testDatabaseKinds()).toEqual(
      process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'],
    );
  });
});

describe.each(testDatabaseKinds())('createTestDatabase on %s', (kind) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });
  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('gives every call its own empty, migrated database', async () => {
    expect(first.url).not.toBe(second.url);
    await first.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
    expect(await first.db.select().from(user)).toHaveLength(1);
    expect(await second.db.select().from(user)).toEqual([]);
  });

  it('drops the database, even while something else is still connected to it', async () => {
    const third = await createTestDatabase(kind);
    const name = new URL(third.url).pathname.slice(1);
    const stray = new pg.Client(third.url);
    stray.on('error', () => undefined); // The forced drop terminates it.
    await stray.connect();
    await third.drop();
    const { rows } = await first.pool.query('select 1 from pg_database where datname = $1', [name]);
    expect(rows).toEqual([]);
  });
});
