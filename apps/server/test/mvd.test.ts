// The minimum viable day: at most three tasks, enforced by the server even under concurrent requests.
import { operationOfChange, type MvdResponse, type SyncChange, type Task } from '@fokus/core';
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
  const list = async (user: Session) => (await t.request('GET', '/api/mvd', user)).json<MvdResponse>();
  const mvd = async (user: Session) => ({ taskIds: (await list(user)).taskIds });

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

  it('keeps the day and the place of each entry, adds at the end, and answers in list order', async () => {
    const user = await t.signUp('days');
    const [a, b, c] = await createTasks(user, 3);
    await t.request('PUT', `/api/mvd/${a!.id}`, user, { plannedFor: '2026-11-24' });
    await t.request('PUT', `/api/mvd/${b!.id}`, user, { plannedFor: '2026-11-24', position: 0 });
    await t.request('PUT', `/api/mvd/${c!.id}`, user);
    const { taskIds, entries } = await list(user);
    // b shares place 0 with a but came later; c without a place goes after everything.
    expect(taskIds).toEqual([a!.id, b!.id, c!.id]);
    expect(entries.map((entry) => [entry.plannedFor, entry.position])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-24', 0],
      [null, 1],
    ]);
    expect(Date.parse(entries[0]!.createdAt)).not.toBeNaN();
  });

  it('reorders: the named tasks first, in the order given, then the rest', async () => {
    const user = await t.signUp('reorder');
    const [a, b, c] = await createTasks(user, 3);
    for (const task of [a, b, c]) await t.request('PUT', `/api/mvd/${task!.id}`, user);
    const reordered = await t.request('PUT', '/api/mvd/order', user, { taskIds: [c!.id, a!.id] });
    expect(reordered.statusCode).toBe(204);
    const { taskIds, entries } = await list(user);
    expect(taskIds).toEqual([c!.id, a!.id, b!.id]);
    expect(entries.map((entry) => entry.position)).toEqual([0, 1, 2]);
    // A task that left the list meanwhile is skipped; the others keep their order.
    await t.request('DELETE', `/api/mvd/${a!.id}`, user);
    expect((await t.request('PUT', '/api/mvd/order', user, { taskIds: [a!.id, b!.id] })).statusCode).toBe(
      204,
    );
    expect((await mvd(user)).taskIds).toEqual([b!.id, c!.id]);
  });

  it('keeps a task for another day, and refuses one that is not on the list', async () => {
    const user = await t.signUp('plan');
    const [a, b] = await createTasks(user, 2);
    await t.request('PUT', `/api/mvd/${a!.id}`, user, { plannedFor: '2026-11-24' });
    expect(
      (await t.request('PATCH', `/api/mvd/${a!.id}`, user, { plannedFor: '2026-11-25' })).statusCode,
    ).toBe(204);
    expect((await list(user)).entries[0]).toMatchObject({ taskId: a!.id, plannedFor: '2026-11-25' });
    const off = await t.request('PATCH', `/api/mvd/${b!.id}`, user, { plannedFor: '2026-11-25' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('refuses bad bodies with a 400 and stores nothing', async () => {
    const user = await t.signUp('strict');
    const [a, b] = await createTasks(user, 2);
    await t.request('PUT', `/api/mvd/${a!.id}`, user, { plannedFor: '2026-11-24' });
    const before = await list(user);
    const bad: ['PUT' | 'PATCH', string, unknown][] = [
      ['PUT', `/api/mvd/${b!.id}`, { plannedFor: '2026-11-24', extra: true }],
      ['PUT', `/api/mvd/${b!.id}`, { plannedFor: '24.11.2026' }],
      ['PUT', `/api/mvd/${b!.id}`, { position: -1 }],
      ['PUT', `/api/mvd/${b!.id}`, { position: 1.5 }],
      ['PUT', '/api/mvd/order', { taskIds: [] }],
      ['PUT', '/api/mvd/order', { taskIds: [a!.id, a!.id] }],
      ['PUT', '/api/mvd/order', { taskIds: [newId(), newId(), newId(), newId()] }],
      ['PUT', '/api/mvd/order', { taskIds: ['not-a-uuid'] }],
      ['PUT', '/api/mvd/order', { taskIds: [a!.id], more: 1 }],
      ['PUT', '/api/mvd/order', {}],
      ['PATCH', `/api/mvd/${a!.id}`, {}],
      ['PATCH', `/api/mvd/${a!.id}`, { plannedFor: null }],
      ['PATCH', `/api/mvd/${a!.id}`, { plannedFor: '2026-02-30' }],
      ['PATCH', `/api/mvd/${a!.id}`, { plannedFor: '2026-11-25', position: 2 }],
    ];
    for (const [method, url, body] of bad) {
      const response = await t.request(method, url, user, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    }
    expect(await list(user)).toEqual(before);
  });

  it("does not reorder or plan with another person's task", async () => {
    const [owner, stranger] = [await t.signUp('owner'), await t.signUp('stranger')];
    const [mine] = await createTasks(owner, 1);
    const [theirs] = await createTasks(stranger, 1);
    await t.request('PUT', `/api/mvd/${mine!.id}`, owner, { plannedFor: '2026-11-24' });
    await t.request('PUT', `/api/mvd/${theirs!.id}`, stranger);
    const before = await list(owner);
    const reorder = await t.request('PUT', '/api/mvd/order', stranger, { taskIds: [theirs!.id, mine!.id] });
    expect(reorder.statusCode).toBe(404);
    const plan = await t.request('PATCH', `/api/mvd/${mine!.id}`, stranger, { plannedFor: '2030-01-01' });
    expect(plan.statusCode).toBe(404);
    expect(await list(owner)).toEqual(before);
  });

  it('applies the add, reorder and plan changes of the offline queue', async () => {
    const user = await t.signUp('offline');
    const [a, b] = await createTasks(user, 2);
    const op = (change: SyncChange) => operationOfChange(change, newId(), t.clock.now());
    const response = await t.request('POST', '/api/sync', user, {
      userId: user.id,
      operations: [
        op({ kind: 'addToMvd', taskId: a!.id, plannedFor: '2026-11-24', position: 0 }),
        op({ kind: 'addToMvd', taskId: b!.id, plannedFor: '2026-11-24', position: 1 }),
        op({ kind: 'reorderMvd', taskIds: [b!.id, a!.id] }),
        op({ kind: 'planMvdTask', taskId: a!.id, plannedFor: '2026-11-25' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const { entries } = await list(user);
    expect(entries.map((entry) => [entry.taskId, entry.position, entry.plannedFor])).toEqual([
      [b!.id, 0, '2026-11-24'],
      [a!.id, 1, '2026-11-25'],
    ]);
  });
});
