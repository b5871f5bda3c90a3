// The task routes end to end (app.inject → Fastify → use case → PostgreSQL) on each database kind.
import type { Task, TaskNotification } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

interface TaskList {
  tasks: Task[];
  version: number;
  deleted?: { id: string; version: number }[];
}

describe.each(testDatabaseKinds())('task routes on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
  });
  afterAll(() => t?.close());

  const create = async (body: Record<string, unknown>): Promise<Task> => {
    const response = await t.request('POST', '/api/tasks', ada, { id: newId(), ...body });
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  };

  it('creates a task with the client id and the spec defaults, and reads it back', async () => {
    const id = newId();
    const response = await t.request('POST', '/api/tasks', ada, { id, title: '  Write report  ' });
    expect(response.statusCode).toBe(201);
    const task = response.json<Task>();
    expect(task).toMatchObject({
      id,
      userId: ada.id,
      ownerId: ada.id,
      title: 'Write report',
      status: 'waiting',
      type: 'task',
      importance: 1,
      urgency: 1,
      totalTimeSpent: 0,
      comments: [],
      attachments: [],
      description: null,
    });
    expect(task.version).toBeGreaterThan(0);
    const read = await t.request('GET', `/api/tasks/${id}`, ada);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(task);
  });

  it('treats a repeated create as a no-op: 200 with the stored task unchanged', async () => {
    const id = newId();
    const first = await t.request('POST', '/api/tasks', ada, { id, title: 'Once' });
    const again = await t.request('POST', '/api/tasks', ada, { id, title: 'Twice' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses invalid bodies with 400 { code, message } and stores nothing', async () => {
    const before = (await t.request('GET', '/api/tasks?view=all', ada)).json<TaskList>();
    const cases: unknown[] = [
      { id: newId(), title: '   ' },
      { id: newId() },
      { id: 'not-a-uuid', title: 'x' },
      { id: newId(), title: 'x', importance: 3 },
      { id: newId(), title: 'x', startTime: '25:00' },
      { id: newId(), title: 'x', unknown: true },
      { id: newId(), title: 'x', strategyId: newId() },
    ];
    for (const payload of cases) {
      const response = await t.request('POST', '/api/tasks', ada, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const empty = await t.request('POST', '/api/tasks', ada, { id: newId(), title: ' ' });
    expect(empty.json<{ message: string }>().message).toContain('Task title cannot be empty');
    const after = (await t.request('GET', '/api/tasks?view=all', ada)).json<TaskList>();
    expect(after).toEqual(before);
  });

  it('edits each field of the update table, trims the title and refuses an empty one', async () => {
    const task = await create({ title: 'Plan' });
    const patch = {
      title: '  Plan the week ',
      type: 'idea',
      startDate: '2026-03-12',
      dueDate: '2026-03-13',
      startTime: '09:30',
      durationMinutes: 45,
      importance: 2,
      urgency: 2,
    };
    const response = await t.request('PATCH', `/api/tasks/${task.id}`, ada, patch);
    expect(response.statusCode).toBe(200);
    const edited = response.json<Task>();
    expect(edited).toMatchObject({ ...patch, title: 'Plan the week' });
    expect(edited.version).toBeGreaterThan(task.version ?? 0);

    const empty = await t.request('PATCH', `/api/tasks/${task.id}`, ada, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.request('GET', `/api/tasks/${task.id}`, ada)).json()).toEqual(edited);

    const cleared = await t.request('PATCH', `/api/tasks/${task.id}`, ada, {
      startDate: null,
      startTime: null,
    });
    expect(cleared.json()).toMatchObject({ startDate: null, startTime: null, dueDate: '2026-03-13' });
  });

  it('sanitizes a rich-text description and keeps plain text as it is', async () => {
    const task = await create({ title: 'Describe' });
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'see ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'image', attrs: { src: 'x' } },
          ],
        },
      ],
    };
    const rich = await t.request('PATCH', `/api/tasks/${task.id}`, ada, { description: JSON.stringify(doc) });
    expect(rich.statusCode).toBe(200);
    const stored = JSON.parse(rich.json<Task>().description ?? '') as unknown;
    expect(stored).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'see ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'this' },
          ],
        },
      ],
    });
    const plain = await t.request('PATCH', `/api/tasks/${task.id}`, ada, { description: 'just <b>text</b>' });
    expect(plain.json<Task>().description).toBe('just <b>text</b>');
  });

  it('moves through statuses with core time accounting and writes the {old, new} notification', async () => {
    const task = await create({ title: 'Focus' });
    const start = await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'inProgress' });
    expect(start.statusCode).toBe(200);
    const started = start.json<{ task: Task; notification: TaskNotification; removedFromMvd: boolean }>();
    expect(started.task).toMatchObject({ status: 'inProgress', timeStarted: t.clock.now().toISOString() });
    expect(started.notification).toMatchObject({
      taskId: task.id,
      type: 'status',
      data: { old: 'waiting', new: 'inProgress' },
      isRead: false,
      author: 'ada',
    });

    t.clock.advance(90);
    const stop = await t.request('POST', `/api/tasks/${task.id}/status`, ada, {
      status: 'waiting',
      keepTime: true,
    });
    expect(stop.json<{ task: Task }>().task).toMatchObject({
      status: 'waiting',
      totalTimeSpent: 90,
      timeStarted: null,
    });

    await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'inProgress' });
    t.clock.advance(30);
    const done = await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'completed' });
    expect(done.json<{ task: Task }>().task).toMatchObject({
      status: 'completed',
      totalTimeSpent: 120,
      timeCompleted: t.clock.now().toISOString(),
    });

    const same = await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'completed' });
    expect(same.json()).toMatchObject({ notification: null, removedFromMvd: false });

    const notifications = await t.request('GET', '/api/notifications', ada);
    const forTask = notifications.json<TaskNotification[]>().filter((n) => n.taskId === task.id);
    // Newest first; the two changes at the same instant in the order they were made.
    expect(forTask.map((n) => n.data)).toEqual([
      { old: 'inProgress', new: 'completed' },
      { old: 'waiting', new: 'inProgress' },
      { old: 'inProgress', new: 'waiting' },
      { old: 'waiting', new: 'inProgress' },
    ]);
    expect(forTask).toHaveLength(4);

    const bad = await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'done' });
    expect(bad.statusCode).toBe(400);
  });

  it('adds reported time as a delta of seconds', async () => {
    const task = await create({ title: 'Report time' });
    await t.request('POST', `/api/tasks/${task.id}/time`, ada, { seconds: 600 });
    const response = await t.request('POST', `/api/tasks/${task.id}/time`, ada, { seconds: 75 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Task>().totalTimeSpent).toBe(675);
    for (const seconds of [0, -5, 1.5, 8 * 24 * 3600]) {
      const refused = await t.request('POST', `/api/tasks/${task.id}/time`, ada, { seconds });
      expect(refused.statusCode).toBe(400);
    }
    expect((await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>().totalTimeSpent).toBe(675);
  });

  it('appends comments with the author, and refuses an empty one', async () => {
    const task = await create({ title: 'Discuss' });
    const response = await t.request('POST', `/api/tasks/${task.id}/comments`, ada, { text: ' Looks good ' });
    expect(response.statusCode).toBe(201);
    const comments = response.json<Task>().comments;
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      text: 'Looks good',
      author_email: ada.email,
      author_name: 'ada',
      created_at: t.clock.now().toISOString(),
    });
    const empty = await t.request('POST', `/api/tasks/${task.id}/comments`, ada, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Comment cannot be empty');
  });

  it('lists views with the user today from tz or today, and filters by status, strategy and q', async () => {
    const other = await t.signUp('views');
    const add = async (title: string, extra: Record<string, unknown> = {}) => {
      const response = await t.request('POST', '/api/tasks', other, { id: newId(), title, ...extra });
      return response.json<Task>();
    };
    // The clock says 2026-03-10T09:00Z: still 2026-03-09 in Honolulu (UTC-10).
    const overdue = await add('Overdue', { startDate: '2026-03-01' });
    const today = await add('Today', { startDate: '2026-03-10' });
    const tomorrow = await add('Tomorrow', { dueDate: '2026-03-11' });
    const undated = await add('Undated', {
      description: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'find the needle' }] }],
      }),
    });
    const done = await add('Done');
    await t.request('POST', `/api/tasks/${done.id}/status`, other, { status: 'completed' });

    const titles = async (query: string) =>
      (await t.request('GET', `/api/tasks?${query}`, other))
        .json<TaskList>()
        .tasks.map((task) => task.title)
        .sort();

    expect(await titles('')).toEqual(['Overdue', 'Today', 'Tomorrow', 'Undated']);
    expect(await titles('view=today')).toEqual(['Overdue', 'Today']);
    expect(await titles('view=today&tz=Pacific/Honolulu')).toEqual(['Overdue']);
    expect(await titles('view=today&today=2026-03-11')).toEqual(['Overdue', 'Today', 'Tomorrow']);
    expect(await titles('view=upcoming')).toEqual(['Tomorrow']);
    expect(await titles('view=completed')).toEqual(['Done']);
    expect(await titles('view=all')).toEqual(['Done', 'Overdue', 'Today', 'Tomorrow', 'Undated']);
    expect(await titles('view=all&status=completed')).toEqual(['Done']);
    expect(await titles('q=NEEDLE')).toEqual(['Undated']);
    expect(await titles('q=paragraph')).toEqual([]);
    expect(await titles('q=tom')).toEqual(['Tomorrow']);
    expect(await titles('strategyId=none')).toEqual(['Overdue', 'Today', 'Tomorrow', 'Undated']);
    expect(await titles(`strategyId=${newId()}`)).toEqual([]);

    for (const query of ['view=soon', 'status=done', 'tz=Mars/Olympus', 'today=2026-13-01', 'since=-1']) {
      const response = await t.request('GET', `/api/tasks?${query}`, other);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect([overdue, today, tomorrow, undated].every((task) => task.userId === other.id)).toBe(true);
  });

  it('answers since=N with the changed tasks, tombstones and the current version', async () => {
    const user = await t.signUp('delta');
    const start = (await t.request('GET', '/api/tasks', user)).json<TaskList>();
    expect(start).toEqual({ tasks: [], version: 0 });

    const a = (await t.request('POST', '/api/tasks', user, { id: newId(), title: 'A' })).json<Task>();
    const b = (await t.request('POST', '/api/tasks', user, { id: newId(), title: 'B' })).json<Task>();
    const list = (await t.request('GET', '/api/tasks', user)).json<TaskList>();
    expect(list.version).toBe(b.version);

    const afterA = (await t.request('GET', `/api/tasks?since=${a.version}`, user)).json<TaskList>();
    expect(afterA).toEqual({ tasks: [b], deleted: [], version: b.version });

    await t.request('PATCH', `/api/tasks/${a.id}`, user, { title: 'A2' });
    expect((await t.request('DELETE', `/api/tasks/${b.id}`, user)).statusCode).toBe(204);
    const delta = (await t.request('GET', `/api/tasks?since=${list.version}`, user)).json<TaskList>();
    expect(delta.tasks.map((task) => task.title)).toEqual(['A2']);
    expect(delta.deleted).toEqual([{ id: b.id, version: expect.any(Number) }]);
    expect(delta.version).toBe(delta.deleted?.[0]?.version);

    const nothing = (await t.request('GET', `/api/tasks?since=${delta.version}`, user)).json<TaskList>();
    expect(nothing).toEqual({ tasks: [], deleted: [], version: delta.version });

    // With every task deleted, the list is empty but its version still moves past the tombstones.
    await t.request('DELETE', `/api/tasks/${a.id}`, user);
    const empty = (await t.request('GET', '/api/tasks?view=all', user)).json<TaskList>();
    expect(empty.tasks).toEqual([]);
    expect(empty.version).toBeGreaterThan(delta.version);
    const last = (await t.request('GET', `/api/tasks?since=${delta.version}`, user)).json<TaskList>();
    expect(last).toEqual({
      tasks: [],
      deleted: [{ id: a.id, version: empty.version }],
      version: empty.version,
    });
  });
});
