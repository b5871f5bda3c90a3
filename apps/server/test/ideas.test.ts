// Ideas (tasks of type idea) end to end on each database kind: captured, listed apart from the views of
// work, and turned into a task (the same row, its text, notes and tags kept), through REST and sync.
import {
  operationOfChange,
  syncResponseSchema,
  type PendingOperation,
  type SyncChange,
  type Task,
  type TaskTag,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const op = (change: SyncChange): PendingOperation => operationOfChange(change, newId(), new Date());

describe.each(testDatabaseKinds())('ideas on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
    bob = await t.signUp('bob');
  });
  afterAll(() => t?.close());

  const titlesIn = async (view: string, session = ada): Promise<string[]> => {
    const response = await t.request('GET', `/api/tasks?view=${view}&today=2026-03-10`, session);
    expect(response.statusCode).toBe(200);
    return response.json<{ tasks: Task[] }>().tasks.map((task) => task.title);
  };

  it('lists ideas apart and turns one into a task, keeping its title, notes and tags', async () => {
    const work = await t.request('POST', '/api/tasks', ada, {
      id: newId(),
      title: 'Pay rent',
      startDate: '2026-03-10',
    });
    expect(work.statusCode).toBe(201);
    const created = await t.request('POST', '/api/tasks', ada, {
      id: newId(),
      title: '  Balcony garden ',
      description: 'Tomatoes and basil',
      type: 'idea',
      startDate: '2026-03-10',
    });
    expect(created.statusCode).toBe(201);
    const idea = created.json<Task>();
    expect(idea).toMatchObject({ title: 'Balcony garden', description: 'Tomatoes and basil', type: 'idea' });
    const tag = await t.request('POST', '/api/tags', ada, { id: newId(), name: 'Дом' });
    const tagId = tag.json<{ id: string }>().id;
    expect((await t.request('PUT', `/api/tasks/${idea.id}/tags/${tagId}`, ada)).statusCode).toBe(200);

    expect(await titlesIn('ideas')).toEqual(['Balcony garden']);
    for (const view of ['active', 'today', 'upcoming', 'completed'])
      expect(await titlesIn(view), view).not.toContain('Balcony garden');
    expect(await titlesIn('today')).toContain('Pay rent');
    expect(await titlesIn('all')).toEqual(expect.arrayContaining(['Balcony garden', 'Pay rent']));

    const converted = await t.request('PATCH', `/api/tasks/${idea.id}`, ada, { type: 'task' });
    expect(converted.statusCode).toBe(200);
    expect(converted.json<Task>()).toMatchObject({
      id: idea.id,
      title: 'Balcony garden',
      description: 'Tomatoes and basil',
      type: 'task',
      status: 'waiting',
      createdAt: idea.createdAt,
    });
    const links = (await t.request('GET', '/api/task-tags', ada)).json<TaskTag[]>();
    expect(links.filter((link) => link.taskId === idea.id).map((link) => link.tagId)).toEqual([tagId]);
    expect(await titlesIn('ideas')).toEqual([]);
    expect(await titlesIn('today')).toEqual(expect.arrayContaining(['Balcony garden', 'Pay rent']));
  });

  it('refuses a type that is neither task nor idea, and another person’s idea', async () => {
    const idea = (
      await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Podcast', type: 'idea' })
    ).json<Task>();
    const bad = await t.request('PATCH', `/api/tasks/${idea.id}`, ada, { type: 'note' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(
      (await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'x', type: 'dream' })).statusCode,
    ).toBe(400);
    expect((await t.request('PATCH', `/api/tasks/${idea.id}`, bob, { type: 'task' })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/tasks/${idea.id}`, ada)).json<Task>().type).toBe('idea');
  });

  it('captures an idea and turns it into a task through the offline queue', async () => {
    const id = newId();
    const sync = async (operations: PendingOperation[]) => {
      const response = await t.request('POST', '/api/sync', bob, { userId: bob.id, operations });
      expect(response.statusCode, response.body).toBe(200);
      return syncResponseSchema.parse(response.json()).results.map((result) => result.status);
    };
    expect(
      await sync([
        op({
          kind: 'createTask',
          input: { id, title: 'Learn the cello', description: 'Evenings', type: 'idea' },
        }),
      ]),
    ).toEqual(['applied']);
    expect(await titlesIn('ideas', bob)).toEqual(['Learn the cello']);
    expect(await titlesIn('active', bob)).toEqual([]);

    expect(await sync([op({ kind: 'updateTask', taskId: id, input: { type: 'task' } })])).toEqual([
      'applied',
    ]);
    expect((await t.request('GET', `/api/tasks/${id}`, bob)).json<Task>()).toMatchObject({
      id,
      title: 'Learn the cello',
      description: 'Evenings',
      type: 'task',
    });
    expect(await titlesIn('ideas', bob)).toEqual([]);
    expect(await titlesIn('active', bob)).toEqual(['Learn the cello']);
  });
});
