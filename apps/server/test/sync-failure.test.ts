// An unexpected failure of one synced operation (here a database trigger that raises) is logged with
// the request, answered `deferred INTERNAL_ERROR` without details, undone, and the batch goes on.
import { operationOfChange, syncResponseSchema, type SyncChange, type Task } from '@fokus/core';
import { appliedOperations } from '@fokus/db';
import { createTestDatabase, testDatabaseKinds } from '@fokus/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { LogCapture, cookieHeader, testConfig } from './helpers.js';

describe.each(testDatabaseKinds())('a failing sync operation on %s', (kind) => {
  const logs = new LogCapture();
  const config = testConfig();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.pool.query(`
      create function sync_test_fail() returns trigger language plpgsql as $$
      begin
        if new.title = 'explode' then raise exception 'sync test trigger exploded'; end if;
        return new;
      end $$;
      create trigger sync_test_fail before update on tasks for each row execute function sync_test_fail();
    `);
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      logger: { level: 'info', stream: logs.stream },
      webDistDir: '/nonexistent/web-dist',
    });
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: config.publicOrigin },
      payload: { email: 'fail@example.com', password: 'correct horse battery staple', name: 'Fail' },
    });
    expect(response.statusCode).toBe(200);
    user = { id: response.json<{ user: { id: string } }>().user.id, cookie: cookieHeader(response) };
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('defers it as INTERNAL_ERROR, logs the cause, changes nothing and applies the rest', async () => {
    const taskId = crypto.randomUUID();
    const op = (change: SyncChange) => operationOfChange(change, crypto.randomUUID(), new Date());
    const batch = [
      op({ kind: 'createTask', input: { id: taskId, type: 'task', title: 'Calm' } }),
      op({ kind: 'updateTask', taskId, input: { title: 'explode' } }),
      op({ kind: 'addTime', taskId, seconds: 42 }),
    ];
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { origin: config.publicOrigin, cookie: user.cookie },
      payload: { userId: user.id, operations: batch },
    });
    expect(response.statusCode).toBe(200);
    const { results } = syncResponseSchema.parse(response.json());
    expect(results.map((result) => result.status)).toEqual(['applied', 'deferred', 'applied']);
    expect(results[1]).toEqual({
      id: batch[1]!.id,
      status: 'deferred',
      code: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred',
    });
    expect(response.body).not.toContain('exploded');

    const task = (
      await app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers: { cookie: user.cookie } })
    ).json<Task>();
    expect(task).toMatchObject({ title: 'Calm', totalTimeSpent: 42 });
    const recorded = await database.db
      .select({ id: appliedOperations.id })
      .from(appliedOperations)
      .where(
        inArray(
          appliedOperations.id,
          batch.map((operation) => operation.id),
        ),
      );
    expect(recorded.map((row) => row.id).sort()).toEqual([batch[0]!.id, batch[2]!.id].sort());

    const failure = logs.lines
      .map(
        (line) => JSON.parse(line) as { msg?: string; reqId?: string; operationId?: string; err?: unknown },
      )
      .find((line) => line.msg === 'sync operation failed');
    expect(failure).toMatchObject({ operationId: batch[1]!.id, reqId: expect.any(String) });
    expect(JSON.stringify(failure?.err)).toContain('sync test trigger exploded');
  });
});
