import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microTasks, tasks, user } from './schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

describe.each(testDatabaseKinds())('sync versions on %s', (kind) => {
  let test: TestDatabase;
  const userId = 'user-1';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.db.insert(user).values({ id: userId, name: 'Ada', email: 'ada@example.com' });
  });
  afterAll(() => test?.drop());

  it('gives an inserted row a version, whatever the insert says', async () => {
    const [row] = await test.db
      .insert(tasks)
      .values({ userId, title: 'Write the spec', version: 1_000_000 })
      .returning();
    expect(row?.version).toBeLessThan(1_000_000);
  });

  it('bumps the version on update above every version given out before, in every synced table', async () => {
    const [task] = await test.db.insert(tasks).values({ userId, title: 'Plan the day' }).returning();
    const [step] = await test.db
      .insert(microTasks)
      .values({ userId, taskId: task!.id, title: 'Open the calendar', order: 1, estimateMinutes: 5 })
      .returning();
    expect(step!.version).toBeGreaterThan(task!.version);

    const [updated] = await test.db
      .update(tasks)
      .set({ status: 'inProgress' })
      .where(eq(tasks.id, task!.id))
      .returning();
    expect(updated!.version).toBeGreaterThan(step!.version);
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(task!.updatedAt.getTime());

    const { rows } = await test.pool.query<{ max: string }>('select max(version) from micro_tasks');
    expect(updated!.version).toBeGreaterThan(Number(rows[0]?.max));
  });

  it('keeps a tombstoned row, with a new version, for clients that ask for changes', async () => {
    const [task] = await test.db.insert(tasks).values({ userId, title: 'Call the dentist' }).returning();
    const [deleted] = await test.db
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, task!.id))
      .returning();
    expect(deleted!.deletedAt).toBeInstanceOf(Date);
    expect(deleted!.version).toBeGreaterThan(task!.version);

    const changed = await test.db
      .select({ id: tasks.id, deletedAt: tasks.deletedAt })
      .from(tasks)
      .where(sql`${tasks.userId} = ${userId} and ${tasks.version} > ${task!.version}`);
    expect(changed).toContainEqual({ id: task!.id, deletedAt: deleted!.deletedAt });
  });

  it('deletes a user’s rows with the user', async () => {
    await test.db.insert(user).values({ id: 'user-2', name: 'Bo', email: 'bo@example.com' });
    await test.db.insert(tasks).values({ userId: 'user-2', title: 'Temporary' });
    await test.db.delete(user).where(eq(user.id, 'user-2'));
    const left = await test.db.select().from(tasks).where(eq(tasks.userId, 'user-2'));
    expect(left).toEqual([]);
  });
});
