// Strategies end to end (REST and POST /api/sync) on each database kind: ordering, validation,
// ownership, what a deleted strategy leaves behind, and a task that points at a strategy not its owner's.
import {
  operationOfChange,
  syncResponseSchema,
  type PendingOperation,
  type StrategyResponse,
  type SyncChange,
  type SyncOperationResult,
  type Task,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const op = (change: SyncChange): PendingOperation => operationOfChange(change, newId(), new Date());

describe.each(testDatabaseKinds())('strategies on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada-strategies');
    bob = await t.signUp('bob-strategies');
  });
  afterAll(() => t?.close());

  const createTask = async (session: Session, title: string, strategyId?: string): Promise<Task> => {
    const response = await t.request('POST', '/api/tasks', session, {
      id: newId(),
      title,
      ...(strategyId ? { strategyId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  };
  const createStrategy = async (
    session: Session,
    name: string,
    extra: Record<string, unknown> = {},
  ): Promise<StrategyResponse> => {
    const response = await t.request('POST', '/api/strategies', session, { id: newId(), name, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StrategyResponse>();
  };
  const list = async (session: Session): Promise<StrategyResponse[]> =>
    (await t.request('GET', '/api/strategies', session)).json<StrategyResponse[]>();
  const getTask = async (session: Session, id: string): Promise<Task> =>
    (await t.request('GET', `/api/tasks/${id}`, session)).json<Task>();
  const sync = async (session: Session, operations: unknown[]): Promise<SyncOperationResult[]> => {
    const response = await t.request('POST', '/api/sync', session, { userId: session.id, operations });
    expect(response.statusCode, response.body).toBe(200);
    return syncResponseSchema.parse(response.json()).results;
  };

  it('creates strategies once per id, with defaults, listed highest priority first', async () => {
    const id = newId();
    const created = await t.request('POST', '/api/strategies', ada, {
      id,
      name: '  Здоровье ',
      description: 'Сон, спорт и питание',
      color: 'green',
      priority: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id,
      userId: ada.id,
      name: 'Здоровье',
      description: 'Сон, спорт и питание',
      color: 'green',
      priority: 1,
    });
    const again = await t.request('POST', '/api/strategies', ada, { id, name: 'Other', priority: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Здоровье', priority: 1 });
    // Someone else cannot take the id.
    expect((await t.request('POST', '/api/strategies', bob, { id, name: 'Mine' })).statusCode).toBe(409);

    const career = await createStrategy(ada, 'Карьера', { priority: 3 });
    const family = await createStrategy(ada, 'Семья');
    expect(family).toMatchObject({ color: 'blue', priority: 2, description: null });
    expect((await list(ada)).map((s) => s.id)).toEqual([career.id, family.id, id]);
    expect(await list(bob)).toEqual([]);
  });

  it('refuses a bad name, description, colour, priority or field with a 400', async () => {
    const bad = [
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'x', description: 'd'.repeat(2001) },
      { name: 'x', color: 'gold' },
      { name: 'x', priority: 4 },
      { name: 'x', priority: '3' },
      { name: 'x', userId: bob.id },
    ];
    for (const body of bad) {
      const response = await t.request('POST', '/api/strategies', ada, { id: newId(), ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const strategy = await createStrategy(ada, 'Valid');
    for (const body of [{ name: '' }, { color: 'black' }, { priority: 0 }, { id: newId() }]) {
      const response = await t.request('PATCH', `/api/strategies/${strategy.id}`, ada, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('edits only the fields sent, and only the owner’s strategy', async () => {
    const strategy = await createStrategy(ada, 'Учёба', { description: 'Курсы', color: 'purple' });
    const edited = await t.request('PATCH', `/api/strategies/${strategy.id}`, ada, {
      name: ' Обучение ',
      priority: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Обучение',
      description: 'Курсы',
      color: 'purple',
      priority: 3,
    });
    const cleared = await t.request('PATCH', `/api/strategies/${strategy.id}`, ada, { description: null });
    expect(cleared.json()).toMatchObject({ description: null, name: 'Обучение' });
    expect(cleared.json<StrategyResponse>().version).toBeGreaterThan(strategy.version);

    expect(
      (await t.request('PATCH', `/api/strategies/${strategy.id}`, bob, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/strategies/${strategy.id}`, bob)).statusCode).toBe(404);
    expect((await t.request('PATCH', `/api/strategies/${newId()}`, ada, { name: 'x' })).statusCode).toBe(404);
    expect((await list(ada)).find((s) => s.id === strategy.id)).toMatchObject({ name: 'Обучение' });
  });

  it('deletes a strategy and keeps its tasks, without a strategy', async () => {
    const strategy = await createStrategy(ada, 'Переезд');
    const other = await createStrategy(ada, 'Ремонт');
    const [a, b] = [
      await createTask(ada, 'Коробки', strategy.id),
      await createTask(ada, 'Грузчики', strategy.id),
    ];
    const c = await createTask(ada, 'Краска', other.id);
    const before = await getTask(ada, a.id);

    expect((await t.request('DELETE', `/api/strategies/${strategy.id}`, ada)).statusCode).toBe(204);
    expect((await list(ada)).map((s) => s.id)).not.toContain(strategy.id);
    const [afterA, afterB, afterC] = [
      await getTask(ada, a.id),
      await getTask(ada, b.id),
      await getTask(ada, c.id),
    ];
    expect([afterA.strategyId, afterB.strategyId, afterC.strategyId]).toEqual([null, null, other.id]);
    expect(afterA.title).toBe('Коробки');
    // The tasks changed, so devices following the version cursor hear of it.
    expect(afterA.version).toBeGreaterThan(before.version ?? 0);

    // Gone for good: a second delete, an edit, a task pointing at it, and re-creating its id are refused.
    expect((await t.request('DELETE', `/api/strategies/${strategy.id}`, ada)).statusCode).toBe(404);
    expect((await t.request('PATCH', `/api/strategies/${strategy.id}`, ada, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request('PATCH', `/api/tasks/${a.id}`, ada, { strategyId: strategy.id })).statusCode,
    ).toBe(400);
    expect((await t.request('POST', '/api/strategies', ada, { id: strategy.id, name: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('refuses a task pointing at a strategy that is not the person’s own, in REST and in sync', async () => {
    const mine = await createStrategy(ada, 'Моя');
    const bobs = await createStrategy(bob, 'Чужая');
    const task = await createTask(ada, 'Задача');

    const created = await t.request('POST', '/api/tasks', ada, {
      id: newId(),
      title: 'x',
      strategyId: bobs.id,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const patched = await t.request('PATCH', `/api/tasks/${task.id}`, ada, { strategyId: bobs.id });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'strategyId: Strategy not found' });
    expect((await getTask(ada, task.id)).strategyId).toBeNull();

    const [refusedUpdate, refusedCreate, accepted] = await sync(ada, [
      op({ kind: 'updateTask', taskId: task.id, input: { strategyId: bobs.id } }),
      op({ kind: 'createTask', input: { id: newId(), title: 'y', type: 'task', strategyId: bobs.id } }),
      op({ kind: 'updateTask', taskId: task.id, input: { strategyId: mine.id } }),
    ]);
    expect(refusedUpdate).toMatchObject({ status: 'rejected', code: 'VALIDATION_ERROR' });
    expect(refusedCreate).toMatchObject({ status: 'rejected', code: 'VALIDATION_ERROR' });
    expect(accepted).toMatchObject({ status: 'applied' });
    expect((await getTask(ada, task.id)).strategyId).toBe(mine.id);
    // Bob's strategy is untouched and still only his.
    expect((await list(bob)).map((s) => s.id)).toEqual([bobs.id]);
  });

  it('applies every strategy change through the offline queue once, and refuses another user’s strategy', async () => {
    const id = newId();
    const task = await createTask(ada, 'Offline');
    const operations = [
      op({
        kind: 'createStrategy',
        input: { id, name: 'Офлайн', description: 'Без сети', color: 'cyan', priority: 2 },
      }),
      op({ kind: 'updateTask', taskId: task.id, input: { strategyId: id } }),
      op({ kind: 'updateStrategy', strategyId: id, input: { name: 'Online', priority: 3 } }),
    ];
    const first = await sync(ada, operations);
    expect(first.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    expect(first[0]?.result).toMatchObject({ id, name: 'Офлайн' });
    const replay = await sync(ada, operations);
    expect(replay.map((result) => result.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect((await list(ada)).find((s) => s.id === id)).toMatchObject({
      name: 'Online',
      color: 'cyan',
      priority: 3,
    });
    expect((await getTask(ada, task.id)).strategyId).toBe(id);

    const bobs = await createStrategy(bob, 'Bob');
    const [edit, remove] = await sync(ada, [
      op({ kind: 'updateStrategy', strategyId: bobs.id, input: { name: 'Taken' } }),
      op({ kind: 'deleteStrategy', strategyId: bobs.id }),
    ]);
    // Someone else's strategy reads as one not there (yet): never changed, never revealed.
    expect(edit).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });
    expect(remove).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });
    expect((await list(bob)).find((s) => s.id === bobs.id)).toMatchObject({ name: 'Bob' });

    const [deleted, again, editGone] = await sync(ada, [
      op({ kind: 'deleteStrategy', strategyId: id }),
      op({ kind: 'deleteStrategy', strategyId: id }),
      op({ kind: 'updateStrategy', strategyId: id, input: { name: 'Too late' } }),
    ]);
    expect(deleted?.status).toBe('applied');
    // Deleting it again (another device) holds already; editing a deleted strategy never can.
    expect(again?.status).toBe('applied');
    expect(editGone).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect((await getTask(ada, task.id)).strategyId).toBeNull();

    const [invalid] = await sync(ada, [
      {
        ...op({ kind: 'createStrategy', input: { id: newId(), name: 'x', color: 'blue', priority: 2 } }),
        data: { id: newId(), name: ' ' },
      },
    ]);
    expect(invalid).toMatchObject({ status: 'rejected', code: 'VALIDATION_ERROR' });
  });
});
