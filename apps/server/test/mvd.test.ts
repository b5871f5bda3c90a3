// The minimum viable day: at most three tasks, enforced by the server even under concurrent requests.
import type { Task } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('MVD routes on %s', (kind) => {
  let t: TasksTestApp;

  beforeAll(async () => {
    t = await startTasksApp(kind);
  });
  afterAll(() => t?.close());

  const createTasks = async (user: Session, count: number): Promise<Task[]> => {
    const created: Task[] = [];
    for (let index = 0; index < count; index++) {
      const response = await t.request('POST', '/api/tasks', user, { id: newId(), title: `Task ${index}` });
      created.push(response.json<Task>());
    }
    return created;
  };
  const mvd = async (user: Session) =>
    (await t.request('GET', '/api/mvd', user)).json<{ taskIds: string[] }>();

  it('adds up to three tasks, refuses a fourth with the spec message, and removes', async () => {
    const user = await t.signUp('mvd');
    const [a, b, c, d] = await createTasks(user, 4);
    for (const task of [a, b, c]) {
      expect((await t.request('PUT', `/api/mvd/${task!.id}`, user)).statusCode).toBe(204);
    }
    // Adding one that is already there is not a fourth.
    expect((await t.request('PUT', `/api/mvd/${a!.id}`, user)).statusCode).toBe(204);
    const fourth = await t.request('PUT', `/api/mvd/${d!.id}`, user);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      code: 'MVD_LIMIT_EXCEEDED',
      message: 'Minimum viable day can have maximum 3 tasks',
    });
    expect(await mvd(user)).toEqual({ taskIds: [a!.id, b!.id, c!.id] });

    expect((await t.request('DELETE', `/api/mvd/${b!.id}`, user)).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/mvd/${b!.id}`, user)).statusCode).toBe(204);
    expect((await t.request('PUT', `/api/mvd/${d!.id}`, user)).statusCode).toBe(204);
    expect(await mvd(user)).toEqual({ taskIds: [a!.id, c!.id, d!.id] });
    expect((await t.request('PUT', `/api/mvd/${newId()}`, user)).statusCode).toBe(404);
  });

  it('keeps exactly three when ten adds arrive at once', async () => {
    const user = await t.signUp('race');
    const tasks = await createTasks(user, 10);
    const responses = await Promise.all(tasks.map((task) => t.request('PUT', `/api/mvd/${task.id}`, user)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([204, 204, 204, 409, 409, 409, 409, 409, 409, 409]);
    expect((await mvd(user)).taskIds).toHaveLength(3);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from mvd_tasks where user_id = $1 and deleted_at is null',
      [user.id],
    );
    expect(rows[0]).toEqual({ n: 3 });
  });

  it('takes a task off the list when it is completed or deleted', async () => {
    const user = await t.signUp('leave');
    const [a, b] = await createTasks(user, 2);
    await t.request('PUT', `/api/mvd/${a!.id}`, user);
    await t.request('PUT', `/api/mvd/${b!.id}`, user);
    const done = await t.request('POST', `/api/tasks/${a!.id}/status`, user, { status: 'completed' });
    expect(done.json()).toMatchObject({ removedFromMvd: true });
    expect(await mvd(user)).toEqual({ taskIds: [b!.id] });
    await t.request('DELETE', `/api/tasks/${b!.id}`, user);
    expect(await mvd(user)).toEqual({ taskIds: [] });
  });
});
