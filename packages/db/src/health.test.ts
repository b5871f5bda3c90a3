import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabase } from './health';
import { createTestDatabase, type TestDatabase } from './testing';

describe('checkDatabase', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.drop());

  it('is up when PostgreSQL answers, given the database or its pool', async () => {
    expect(await checkDatabase(test.db)).toEqual({ state: 'up', latencyMs: expect.any(Number) });
    expect((await checkDatabase(test.pool)).state).toBe('up');
  });

  it('is down, without throwing, when PostgreSQL cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none' });
    pool.on('error', () => undefined);
    try {
      expect((await checkDatabase(pool)).state).toBe('down');
    } finally {
      await pool.end();
    }
  });
});
