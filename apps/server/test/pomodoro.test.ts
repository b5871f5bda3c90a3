// Finished Pomodoro intervals end to end (REST and POST /api/sync) on each database kind: stored per
// user under the device's id, listed newest first, a replay or a second tab's copy stored once, a
// task of someone else's refused like a missing one, bad bodies refused with nothing stored, and a
// completed work interval on a task notifying that task once.
import {
  operationOfChange,
  syncResponseSchema,
  type CreatePomodoroSessionInput,
  type PendingOperation,
  type PomodoroSessionRow,
  type SyncOperationResult,
  type Task,
  type TaskNotificationResponse,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('Pomodoro intervals on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;
  let task: Task;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada-pomodoro');
    bob = await t.signUp('bob-pomodoro');
    task = (await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Отчёт' })).json<Task>();
  });
  afterAll(() => t?.close());

  const work = (patch: Partial<CreatePomodoroSessionInput> = {}) => ({
    id: newId(),
    taskId: task.id,
    phase: 'work' as const,
    startedAt: '2026-11-24T09:00:00.000Z',
    endedAt: '2026-11-24T09:25:00.000Z',
    seconds: 1500,
    completed: true,
    ...patch,
  });
  const sessions = async (session: Session): Promise<PomodoroSessionRow[]> =>
    (await t.request('GET', '/api/pomodoro-sessions', session)).json<PomodoroSessionRow[]>();
  const pomodoroNotifications = async (session: Session): Promise<TaskNotificationResponse[]> =>
    (await t.request('GET', '/api/notifications', session))
      .json<TaskNotificationResponse[]>()
      .filter((notification) => notification.type === 'pomodoro');
  const op = (input: ReturnType<typeof work>): PendingOperation =>
    operationOfChange({ kind: 'createPomodoroSession', input }, newId(), t.clock.now());
  const sync = async (session: Session, operations: unknown[]): Promise<SyncOperationResult[]> => {
    const response = await t.request('POST', '/api/sync', session, { userId: session.id, operations });
    expect(response.statusCode, response.body).toBe(200);
    return syncResponseSchema.parse(response.json()).results;
  };

  it('stores an interval once, lists the person’s own newest first, and notifies its task once', async () => {
    const first = work();
    const created = await t.request('POST', '/api/pomodoro-sessions', ada, first);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...first, userId: ada.id });
    const again = await t.request('POST', '/api/pomodoro-sessions', ada, { ...first, seconds: 60 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ seconds: 1500 });

    const pause = work({
      taskId: null,
      phase: 'shortBreak',
      startedAt: '2026-11-24T09:25:00.000Z',
      endedAt: '2026-11-24T09:30:00.000Z',
      seconds: 300,
    });
    expect((await t.request('POST', '/api/pomodoro-sessions', ada, pause)).statusCode).toBe(201);
    expect((await sessions(ada)).map((s) => [s.id, s.phase, s.taskId])).toEqual([
      [pause.id, 'shortBreak', null],
      [first.id, 'work', task.id],
    ]);
    expect(await sessions(bob)).toEqual([]);

    const notified = await pomodoroNotifications(ada);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      taskId: task.id,
      isRead: false,
      data: { seconds: 1500, sessionId: first.id },
    });
    expect(await pomodoroNotifications(bob)).toEqual([]);
  });

  it('notifies only a completed work interval with a task', async () => {
    const before = (await pomodoroNotifications(ada)).length;
    for (const body of [
      work({ completed: false, seconds: 600 }),
      work({ phase: 'longBreak', seconds: 900 }),
      work({ taskId: null }),
    ])
      expect((await t.request('POST', '/api/pomodoro-sessions', ada, body)).statusCode).toBe(201);
    expect(await pomodoroNotifications(ada)).toHaveLength(before);
  });

  it('replays through /api/sync once: the same operation and a second tab’s copy store one row', async () => {
    const before = (await pomodoroNotifications(ada)).length;
    const interval = work({ startedAt: '2026-11-24T10:00:00.000Z', endedAt: '2026-11-24T10:25:00.000Z' });
    const operation = op(interval);
    const [applied] = await sync(ada, [operation]);
    expect(applied).toMatchObject({ status: 'applied' });
    const replays = await sync(ada, [operation, op(interval)]);
    expect(replays.map((result) => result.status)).toEqual(['duplicate', 'applied']);
    expect((await sessions(ada)).filter((s) => s.id === interval.id)).toHaveLength(1);
    expect(await pomodoroNotifications(ada)).toHaveLength(before + 1);
  });

  it('refuses another person’s task like a missing one, and another person’s id, storing nothing', async () => {
    const before = await sessions(bob);
    const foreign = await t.request('POST', '/api/pomodoro-sessions', bob, work());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const missing = await t.request('POST', '/api/pomodoro-sessions', bob, work({ taskId: newId() }));
    expect({ status: missing.statusCode, body: missing.body }).toEqual({
      status: foreign.statusCode,
      body: foreign.body,
    });
    const [viaSync] = await sync(bob, [op(work())]);
    // The queue's answer for a row it cannot see (yet): deferred, as for any task of the replay.
    expect(viaSync).toMatchObject({ status: 'deferred', code: 'NOT_FOUND' });

    const adas = (await sessions(ada))[0]!;
    const taken = await t.request('POST', '/api/pomodoro-sessions', bob, {
      ...work({ taskId: null }),
      id: adas.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(await sessions(bob)).toEqual(before);
    expect(await pomodoroNotifications(bob)).toEqual([]);
  });

  it('answers bad bodies with 400 and stores nothing', async () => {
    const before = await sessions(ada);
    for (const body of [
      { ...work(), seconds: -1 },
      { ...work(), seconds: 7201 },
      { ...work(), seconds: 1501 },
      { ...work(), endedAt: '2026-11-24T08:59:59.000Z', seconds: 0 },
      { ...work(), phase: 'nap' },
      { ...work(), userId: bob.id },
      { ...work(), taskId: 'not-a-uuid' },
      { ...work(), startedAt: 'yesterday' },
      { ...work(), completed: 'yes' },
      {},
    ]) {
      const response = await t.request('POST', '/api/pomodoro-sessions', ada, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await sessions(ada)).toEqual(before);
  });
});
