import {
  PENDING_OPERATIONS_STORAGE_KEY,
  SYNC_MAX_SERVER_FAILURES,
  mvdStorageKey,
  operationOfChange,
  type PendingOperation,
  type SyncRequest,
  type Task,
} from '@fokus/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  QUEUE_ATTEMPTS_STORAGE_KEY,
  QUEUE_OWNER_STORAGE_KEY,
  QUEUE_STASH_KEY_PREFIX,
  SET_ASIDE_KEY_PREFIX,
} from '@/data/operations';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask as makeTestTask, mvdAnswer } from '@/testing/tasks';

const T1 = '0190a4f2-0000-7000-8000-000000000001';
const T2 = '0190a4f2-0000-7000-8000-000000000002';
const T3 = '0190a4f2-0000-7000-8000-000000000003';
const NOW = '2026-11-23T09:00:00.000Z';

const makeTask = (id: string, title: string, fields: Partial<Task> = {}) =>
  makeTestTask(id, title, { ownerId: 'u1', createdAt: NOW, ...fields });

/** Sets what `navigator.onLine` says and fires the matching window event, as a browser does. */
function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

let server: MockServer;
let tasks: Task[];
let mvd: string[];
/** Bodies of every POST /api/sync the app made. */
let syncRequests: SyncRequest[];

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

beforeEach(() => {
  tasks = [];
  mvd = [];
  syncRequests = [];
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 7 } }));
  server.on('GET /api/mvd', () => ({ body: mvdAnswer(mvd) }));
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('POST /api/tasks', async (request) => {
    const body = (await request.json()) as { id: string; title: string };
    const task = makeTask(body.id, body.title);
    tasks = [task, ...tasks];
    return { status: 201, body: task };
  });
});

afterEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

/** The bodies of the sync requests made so far. */
async function sentOperations(): Promise<PendingOperation[]> {
  const bodies = await Promise.all(
    server.requests
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/sync')
      .map(async (request) => (await request.json()) as SyncRequest),
  );
  syncRequests = bodies;
  return bodies.flatMap((body) => body.operations as PendingOperation[]);
}

describe('/app offline', () => {
  it('adds a task offline at once, keeps it on the device with the indicator, and sends it once when back online', async () => {
    goOnline(false);
    const { user } = renderApp('/app');
    expect(await screen.findByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Новая задача' }), 'Позвонить маме{Enter}');
    expect(await screen.findByText('Позвонить маме')).toBeTruthy();
    expect(screen.getAllByText('Офлайн').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('1 изменение ждёт отправки')).toBeTruthy();
    const stored = JSON.parse(
      localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY) ?? '[]',
    ) as PendingOperation[];
    expect(stored).toEqual([expect.objectContaining({ type: 'create', table: 'tasks' })]);
    expect(localStorage.getItem(QUEUE_OWNER_STORAGE_KEY)).toBe('u1');
    expect(await sentOperations()).toEqual([]);

    goOnline(true);
    expect(await screen.findByText('Синхронизировано')).toBeTruthy();
    await waitFor(() => expect(tasks.map((task) => task.title)).toEqual(['Позвонить маме']));
    expect(localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    expect((await sentOperations()).map((operation) => operation.id)).toEqual([stored[0]!.id]);
    expect(syncRequests[0]?.userId).toBe('u1');
  });

  it('after a reload, shows what is still queued on top of the server list, and sends it', async () => {
    tasks = [makeTask(T1, 'Старое название'), makeTask(T2, 'Удалить меня')];
    const queued = [
      operationOfChange(
        { kind: 'updateTask', taskId: T1, input: { title: 'Новое название' } },
        'op-1',
        new Date(NOW),
      ),
      operationOfChange({ kind: 'deleteTask', taskId: T2 }, 'op-2', new Date(NOW)),
    ];
    localStorage.setItem(QUEUE_OWNER_STORAGE_KEY, 'u1');
    localStorage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify(queued));
    goOnline(false);
    renderApp('/app');
    expect(await screen.findByText('Новое название')).toBeTruthy();
    expect(screen.queryByText('Старое название')).toBeNull();
    expect(screen.queryByText('Удалить меня')).toBeNull();
    expect(screen.getByLabelText('2 изменения ждут отправки')).toBeTruthy();

    server.on(`PATCH /api/tasks/${T1}`, async (request) => {
      const { title } = (await request.json()) as { title: string };
      tasks = tasks.map((task) => (task.id === T1 ? { ...task, title } : task));
      return { body: tasks.find((task) => task.id === T1) };
    });
    server.on(`DELETE /api/tasks/${T2}`, () => {
      tasks = tasks.filter((task) => task.id !== T2);
      return { body: null };
    });
    goOnline(true);
    expect(await screen.findByText('Синхронизировано')).toBeTruthy();
    expect((await sentOperations()).map((operation) => operation.id)).toEqual(['op-1', 'op-2']);
    expect(tasks.map((task) => task.title)).toEqual(['Новое название']);
    expect(screen.getByText('Новое название')).toBeTruthy();
  });

  it("never sends another user's queue left on this device, and keeps it for them", async () => {
    const theirs = operationOfChange(
      { kind: 'createTask', input: { id: T3, title: 'Чужая', type: 'task' } },
      'op-theirs',
      new Date(NOW),
    );
    localStorage.setItem(QUEUE_OWNER_STORAGE_KEY, 'someone-else');
    localStorage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([theirs]));
    const { user } = renderApp('/app');
    expect(await screen.findByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
    expect(screen.queryByText('Чужая')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Новая задача' }), 'Моя{Enter}');
    await waitFor(() => expect(tasks.map((task) => task.title)).toEqual(['Моя']));
    expect((await sentOperations()).map((operation) => operation.id)).not.toContain('op-theirs');
    expect(JSON.parse(localStorage.getItem(`${QUEUE_STASH_KEY_PREFIX}someone-else`) ?? '[]')).toEqual([
      theirs,
    ]);
  });

  it('moves MVD ids kept on the device into the empty database list once', async () => {
    tasks = [makeTask(T1, 'Один'), makeTask(T2, 'Два')];
    const added: string[] = [];
    server.on(`PUT /api/mvd/${T1}`, () => (added.push(T1), { body: null }));
    server.on(`PUT /api/mvd/${T2}`, () => (added.push(T2), { body: null }));
    // T3 no longer exists: it is not moved.
    localStorage.setItem(mvdStorageKey('u1'), JSON.stringify([T1, T3, T2]));
    renderApp('/app');
    await screen.findByText('Один');
    await waitFor(() => expect(added.sort()).toEqual([T1, T2].sort()));
    expect(localStorage.getItem(mvdStorageKey('u1'))).toBeNull();
    expect(await screen.findByText('MVD: 2 из 3')).toBeTruthy();
  });

  it('leaves the database MVD list alone when it is not empty, and forgets the device copy', async () => {
    tasks = [makeTask(T1, 'Один'), makeTask(T2, 'Два')];
    mvd = [T2];
    localStorage.setItem(mvdStorageKey('u1'), JSON.stringify([T1]));
    renderApp('/app');
    await screen.findByText('Один');
    await waitFor(() => expect(localStorage.getItem(mvdStorageKey('u1'))).toBeNull());
    expect(await sentOperations()).toEqual([]);
  });

  it('sets aside a change the server keeps failing on, with its toast, and sends it again from the indicator', async () => {
    const stuck = operationOfChange(
      { kind: 'createTask', input: { id: T3, title: 'Упрямая задача', type: 'task' } },
      'op-stuck',
      new Date(NOW),
    );
    const behind = operationOfChange(
      { kind: 'updateTask', taskId: T1, input: { title: 'Прошла за ней' } },
      'op-behind',
      new Date(NOW),
    );
    tasks = [makeTask(T1, 'Старая')];
    server.on(`PATCH /api/tasks/${T1}`, () => {
      tasks = [makeTask(T1, 'Прошла за ней')];
      return { body: tasks[0] };
    });
    let broken = true;
    server.on('POST /api/tasks', async (request) => {
      if (broken) return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal server error' } };
      const body = (await request.json()) as { id: string; title: string };
      tasks = [makeTask(body.id, body.title), ...tasks];
      return { status: 201, body: tasks[0] };
    });
    localStorage.setItem(QUEUE_OWNER_STORAGE_KEY, 'u1');
    localStorage.setItem(PENDING_OPERATIONS_STORAGE_KEY, JSON.stringify([stuck, behind]));
    // It failed all but one of its tries before this reload, long enough ago to be due now.
    localStorage.setItem(
      QUEUE_ATTEMPTS_STORAGE_KEY,
      JSON.stringify({ 'op-stuck': { failures: SYNC_MAX_SERVER_FAILURES - 1, lastFailedAt: 0 } }),
    );
    const { user } = renderApp('/app');

    // The last try fails: the change's toast, the change kept aside, the one behind it applied.
    expect(await screen.findByText('Не удалось создать задачу')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(`${SET_ASIDE_KEY_PREFIX}u1`) ?? '[]')).toEqual([stuck]);
    expect(localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(QUEUE_ATTEMPTS_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(tasks.map((task) => task.title)).toEqual(['Прошла за ней']));

    // The person sends it again from the indicator once the server works.
    broken = false;
    const [retry] = await screen.findAllByRole('button', {
      name: '1 изменение не отправлено. Отправить ещё раз',
    });
    await user.click(retry!);
    await waitFor(() => expect(tasks.map((task) => task.title)).toEqual(['Упрямая задача', 'Прошла за ней']));
    expect(localStorage.getItem(`${SET_ASIDE_KEY_PREFIX}u1`)).toBeNull();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /не отправлено/ })).toEqual([]));
    expect(await screen.findByText('Упрямая задача')).toBeTruthy();
  });
});
