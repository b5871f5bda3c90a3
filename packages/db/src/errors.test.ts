import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInvalidTextError, sqlStateOf } from './errors';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

describe.each(testDatabaseKinds())('errors of text PostgreSQL cannot hold, on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test?.drop());

  const failure = (run: () => PromiseLike<unknown>) =>
    Promise.resolve(run()).then(
      () => null,
      (error: unknown) => error,
    );

  it('are recognised through drizzle and the driver: NUL in text, \\u0000 and bad escapes in jsonb', async () => {
    for (const query of [
      () => test.db.execute(sql`select ${'a\u0000b'}::text`),
      () => test.db.execute(sql`select ${'"\\u0000"'}::jsonb`),
      () => test.db.execute(sql`select ${'"\\ud800"'}::jsonb`),
      () => test.pool.query('select $1::text', ['\u0000']),
    ]) {
      const error = await failure(query);
      expect(error).toBeInstanceOf(Error);
      expect(isInvalidTextError(error), String(error)).toBe(true);
    }
  });

  it('leave other database errors alone', async () => {
    const error = await failure(() => test.db.execute(sql`select 1 / 0`));
    expect(sqlStateOf(error)).toBe('22012');
    expect(isInvalidTextError(error)).toBe(false);
    expect(isInvalidTextError(new Error('boom'))).toBe(false);
    expect(isInvalidTextError('22021')).toBe(false);
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
  });
});
