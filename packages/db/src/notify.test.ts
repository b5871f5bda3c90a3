import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changesSince,
  createChangeListener,
  latestVersion,
  parseChangeNotification,
  type ChangeListener,
  type ChangeNotification,
} from './notify';
import { microTasks, tasks, user, userSettings } from './schema';
import { syncedTables } from './sync';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

/** Resolves once `predicate` holds, polling; fails with `what` after `timeoutMs`. */
async function waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('parseChangeNotification', () => {
  it('reads the trigger’s payload', () => {
    expect(
      parseChangeNotification('{"user_id":"u","table":"tasks","id":"t","version":7,"deleted":false}'),
    ).toEqual({ userId: 'u', table: 'tasks', id: 't', version: 7, deleted: false });
  });

  it.each([
    'not json',
    'null',
    '{"user_id":"u","table":"user","id":"t","version":7,"deleted":false}',
    '{"user_id":"u","table":"tasks","id":"t","version":"7","deleted":false}',
    '{"user_id":"u","table":"tasks","id":"t","version":7}',
  ])('refuses %s', (payload) => {
    expect(parseChangeNotification(payload)).toBeNull();
  });
});

describe.each(testDatabaseKinds())('change notifications on %s', (kind) => {
  let test: TestDatabase;
  let listener: ChangeListener;
  const heard: ChangeNotification[] = [];
  let reconnects = 0;
  const userId = 'notify-user';
  const otherId = 'notify-other';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.db.insert(user).values([
      { id: userId, name: 'Ada', email: 'ada@example.com' },
      { id: otherId, name: 'Bo', email: 'bo@example.com' },
    ]);
    listener = createChangeListener({
      connection: { connectionString: test.url },
      onChange: (change) => heard.push(change),
      onReconnect: () => (reconnects += 1),
      minRetryMs: 10,
      maxRetryMs: 100,
    });
    await listener.ready();
  });
  afterAll(async () => {
    await listener?.close();
    await test?.drop();
  });

  it('puts a notify trigger on exactly the synced tables', async () => {
    const { rows } = await test.pool.query<{ table_name: string; timing: string }>(
      "select event_object_table as table_name, action_timing as timing from information_schema.triggers where trigger_name like '%_notify_change' and event_manipulation = 'UPDATE'",
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(Object.keys(syncedTables).sort());
    expect(new Set(rows.map((row) => row.timing))).toEqual(new Set(['AFTER']));
  });

  it('tells listeners of inserts, updates and tombstones once committed, with the new version', async () => {
    const [task] = await test.db.insert(tasks).values({ userId, title: 'Water the plants' }).returning();
    const [updated] = await test.db
      .update(tasks)
      .set({ status: 'inProgress' })
      .where(eq(tasks.id, task!.id))
      .returning();
    const [deleted] = await test.db
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, task!.id))
      .returning();
    await waitFor(() => heard.some((change) => change.version === deleted!.version), 'the tombstone');
    expect(heard.filter((change) => change.id === task!.id)).toEqual([
      { userId, table: 'tasks', id: task!.id, version: task!.version, deleted: false },
      { userId, table: 'tasks', id: task!.id, version: updated!.version, deleted: false },
      { userId, table: 'tasks', id: task!.id, version: deleted!.version, deleted: true },
    ]);
  });

  it('names user settings by their user, and says nothing of a rolled-back write', async () => {
    const heardBefore = heard.length;
    await expect(
      test.db.transaction(async (tx) => {
        await tx.insert(tasks).values({ userId, title: 'Never saved' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [settings] = await test.db.insert(userSettings).values({ userId, theme: 'dark' }).returning();
    await waitFor(() => heard.some((change) => change.table === 'user_settings'), 'the settings change');
    expect(heard.slice(heardBefore)).toEqual([
      { userId, table: 'user_settings', id: userId, version: settings!.version, deleted: false },
    ]);
    const { rows } = await test.pool.query<{ count: string }>(
      "select count(*) from tasks where title = 'Never saved'",
    );
    expect(rows[0]?.count).toBe('0');
  });

  it('replays a user’s changes since a version across tables, page by page, and knows the latest version', async () => {
    const before = await latestVersion(test.pool, userId);
    const [task] = await test.db.insert(tasks).values({ userId, title: 'Pay the rent' }).returning();
    const [step] = await test.db
      .insert(microTasks)
      .values({ userId, taskId: task!.id, title: 'Open the bank app', order: 1, estimateMinutes: 5 })
      .returning();
    await test.db.insert(tasks).values({ userId: otherId, title: 'Someone else’s' });
    const [gone] = await test.db
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, task!.id))
      .returning();

    // The task changed twice after `before`: it appears once, as its tombstone, after the step.
    const all = await changesSince(test.pool, userId, before, 100);
    expect(all).toEqual([
      { table: 'micro_tasks', id: step!.id, version: step!.version, deleted: false },
      { table: 'tasks', id: task!.id, version: gone!.version, deleted: true },
    ]);
    const firstPage = await changesSince(test.pool, userId, before, 1);
    expect(firstPage).toEqual(all.slice(0, 1));
    expect(await changesSince(test.pool, userId, firstPage[0]!.version, 1)).toEqual(all.slice(1));
    expect(await latestVersion(test.pool, userId)).toBe(gone!.version);
    expect(await latestVersion(test.pool, 'nobody')).toBe(0);
  });

  it('listens again after its connection is lost, and says so', async () => {
    const terminated = await test.pool.query<{ ok: boolean }>(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'fokus-changes' and datname = current_database()",
    );
    expect(terminated.rows).toEqual([{ ok: true }]);
    await waitFor(() => reconnects === 1 && listener.listening, 'the reconnection');

    const [task] = await test.db.insert(tasks).values({ userId, title: 'After the reconnect' }).returning();
    await waitFor(() => heard.some((change) => change.id === task!.id), 'the change after reconnecting');
  });
});
