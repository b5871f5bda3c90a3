// Applied sync operations are forgotten after their retention: by the pruning function, in batches,
// and by the running server at start, on each database kind.
import { APPLIED_OPERATIONS_RETENTION_DAYS, MS_PER_DAY, operationOfChange } from '@fokus/core';
import { appliedOperations } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { pruneAppliedOperations } from '../src/modules/sync/prune-applied-operations.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('pruning applied sync operations on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
  });
  afterAll(() => t?.close());
  beforeEach(() => t.database.db.delete(appliedOperations));

  /** Records `id` as applied `ageDays` before the test clock (plus `extraMs`). */
  const record = (id: string, ageDays: number, extraMs = 0) =>
    t.database.db.insert(appliedOperations).values({
      id,
      userId: ada.id,
      result: { status: 'applied' },
      createdAt: new Date(t.clock.now().getTime() - ageDays * MS_PER_DAY - extraMs),
    });
  const remaining = async () =>
    (
      await t.database.db
        .select({ id: appliedOperations.id })
        .from(appliedOperations)
        .orderBy(asc(appliedOperations.id))
    ).map((row) => row.id);

  it(`forgets records older than ${APPLIED_OPERATIONS_RETENTION_DAYS} days and keeps the rest`, async () => {
    await record('a-fresh', 0);
    await record('b-at-the-limit', APPLIED_OPERATIONS_RETENTION_DAYS);
    await record('c-just-past', APPLIED_OPERATIONS_RETENTION_DAYS, 1000);
    await record('d-old', 400);

    expect(await pruneAppliedOperations({ db: t.database.db, now: t.clock.now })).toBe(2);
    expect(await remaining()).toEqual(['a-fresh', 'b-at-the-limit']);
    expect(await pruneAppliedOperations({ db: t.database.db, now: t.clock.now })).toBe(0);
  });

  it('works through a backlog larger than one batch', async () => {
    for (let index = 0; index < 7; index++) await record(`old-${index}`, 200);
    await record('new', 1);
    expect(await pruneAppliedOperations({ db: t.database.db, now: t.clock.now }, 3)).toBe(7);
    expect(await remaining()).toEqual(['new']);
  });

  it('a repeat inside the retention still answers duplicate; the server prunes when it starts', async () => {
    const operation = operationOfChange(
      { kind: 'createTask', input: { id: newId(), type: 'task', title: 'Позвонить врачу' } },
      newId(),
      t.clock.now(),
    );
    const send = async () => {
      const response = await t.request('POST', '/api/sync', ada, { userId: ada.id, operations: [operation] });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: { status: string }[] }>().results[0]!.status;
    };
    expect(await send()).toBe('applied');
    expect(await send()).toBe('duplicate');
    await record('old', 365);

    // A second server on the same database forgets the old record once it is ready.
    const second = await buildApp({
      config: t.config,
      db: t.database.db,
      pool: t.database.pool,
      logger: false,
      webDistDir: '/nonexistent/web-dist',
      now: t.clock.now,
      files: t.files,
    });
    await second.ready();
    await second.close();
    expect(await remaining()).toEqual([operation.id]);
  });
});
