import type { Task } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';

const NOW = '2026-01-01T10:00:00.000Z';

/** Row ids are UUIDs, as the client makes them (the sync codec refuses anything else). */
const ID = {
  a: '0190a4f2-0000-7000-8000-00000000000a',
  b: '0190a4f2-0000-7000-8000-00000000000b',
  c: '0190a4f2-0000-7000-8000-00000000000c',
  d: '0190a4f2-0000-7000-8000-00000000000d',
  n: '0190a4f2-0000-7000-8000-0000000000ff',
  x: '0190a4f2-0000-7000-8000-0000000000e1',
  y: '0190a4f2-0000-7000-8000-0000000000e2',
  z: '0190a4f2-0000-7000-8000-0000000000e3',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A tiny in-memory API behind `fetch`: enough of docs/api.md for the screen. */
function fakeApi(initial: Task[], mvd: string[] = []) {
  const tasks = [...initial];
  const mvdIds = [...mvd];
  const server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('GET /api/mvd', () => ({ body: mvdAnswer(mvdIds) }));
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('POST /api/tasks', async (request) => {
    const body = (await request.json()) as { id: string; title: string };
    const task = makeTask(body.id, body.title);
    tasks.unshift(task);
    return { status: 201, body: task };
  });
  /** Replaces a stored task, as the real server would before answering. */
  const store = (task: Task) => {
    const index = tasks.findIndex((existing) => existing.id === task.id);
    if (index >= 0) tasks[index] = task;
    return task;
  };
  return { server, tasks, mvdIds, store };
}

let server: MockServer;

// The screen and its detail panel (with the rich-text editor) load on demand; loading them once up front
// keeps the first test's findBy* from racing a cold module import on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./app-screen'), import('@/features/task-detail')]);
}, 60_000);

describe('the /app screen', () => {
  beforeEach(() => {
    server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  });

  it('shows the tasks by status; the completed view shows its tasks without an extra click', async () => {
    fakeApi([
      makeTask(ID.a, 'Write the report'),
      makeTask(ID.b, 'Call the bank', { status: 'inProgress' }),
      makeTask(ID.c, 'Buy milk', { status: 'completed' }),
    ]);
    const { user } = renderApp('/app?x', { language: 'ru' });
    expect(await screen.findByText('Write the report')).toBeTruthy();
    expect(screen.getByText('Call the bank')).toBeTruthy();
    // The active view hides completed tasks; the completed view shows them in an open section.
    expect(screen.queryByText('Buy milk')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Завершённые', pressed: false }));
    expect(await screen.findByText('Buy milk')).toBeTruthy();
    const section = screen.getByRole('button', { name: /^Завершённые/, expanded: true });
    // Still collapsible by choice.
    await user.click(section);
    await waitFor(() => expect(screen.queryByText('Buy milk')).toBeNull());
    expect(screen.getByRole('button', { name: /^Завершённые/, expanded: false })).toBeTruthy();
  });

  it('adds a task with Enter at once, with a client-generated UUIDv7, and refuses an empty title', async () => {
    const api = fakeApi([]);
    const { user } = renderApp('/app');
    expect(await screen.findByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Новая задача' });
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Название задачи не может быть пустым')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '  Plan the week  {Enter}');
    expect(await screen.findByText('Plan the week')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.tasks).toHaveLength(1));
    expect(api.tasks[0]?.id).toMatch(UUID);
    expect(api.tasks[0]?.title).toBe('Plan the week');
  });

  it('filters by a search keystroke', async () => {
    fakeApi([makeTask(ID.a, 'Write the report'), makeTask(ID.b, 'Call the bank')]);
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск задач' }), 'bank');
    await waitFor(() => expect(screen.queryByText('Write the report')).toBeNull());
    expect(screen.getByText('Call the bank')).toBeTruthy();
  });

  it('completes a task with a congratulation; a status change the server refuses is undone with the toast', async () => {
    const api = fakeApi([makeTask(ID.a, 'Write the report')]);
    let fail = false;
    api.server.on(`POST /api/tasks/${ID.a}/status`, () =>
      fail
        ? { status: 409, body: { code: 'INVALID_STATUS_TRANSITION', message: 'no' } }
        : {
            body: {
              task: api.store(
                makeTask(ID.a, 'Write the report', { status: 'completed', timeCompleted: NOW }),
              ),
              notification: {
                id: ID.n,
                taskId: ID.a,
                type: 'status',
                data: {},
                createdAt: NOW,
                author: null,
                isRead: false,
              },
              removedFromMvd: false,
            },
          },
    );
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Write the report');
    await user.click(screen.getByRole('button', { name: 'Complete “Write the report”' }));
    expect(await screen.findByText('🎉 Congratulations! Task completed')).toBeTruthy();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Completed', pressed: false }));
    await user.click(await screen.findByRole('button', { name: 'Move “Write the report” back to waiting' }));
    expect(await screen.findByText('Failed to update task status')).toBeTruthy();
    // Undone: the list is read again from the server, where it is still completed.
    expect(
      await screen.findByRole('button', { name: 'Move “Write the report” back to waiting' }),
    ).toBeTruthy();
    expect(localStorage.getItem('pendingOperations')).toBeNull();
  });

  it("refuses a 4th MVD task with the server's rule, in the interface language", async () => {
    const api = fakeApi([makeTask(ID.a, 'One'), makeTask(ID.d, 'Four')], [ID.x, ID.y, ID.z]);
    api.server.on(`PUT /api/mvd/${ID.d}`, {
      status: 409,
      body: { code: 'MVD_LIMIT_EXCEEDED', message: 'Minimum viable day can have maximum 3 tasks' },
    });
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Four');
    await user.click(screen.getByRole('button', { name: 'Add “Four” to the MVD' }));
    expect(await screen.findByText('Minimum viable day can have maximum 3 tasks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add “Four” to the MVD' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi([makeTask(ID.a, 'Write the report')]);
    api.server.on(`DELETE /api/tasks/${ID.a}`, () => {
      api.tasks.splice(0, 1);
      return { body: null };
    });
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    await user.click(screen.getByRole('button', { name: 'Удалить «Write the report»' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Write the report')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Удалить «Write the report»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Write the report')).toBeNull());
    expect(api.server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('opens the detail panel, which follows an edited title', async () => {
    const api = fakeApi([makeTask(ID.a, 'Write the report')]);
    api.server.on(`PATCH /api/tasks/${ID.a}`, async (request) => {
      const body = (await request.json()) as { title: string };
      return { body: api.store(makeTask(ID.a, body.title)) };
    });
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Открыть задачу «Write the report»' }));
    const panel = await screen.findByRole('complementary', { name: 'Детали задачи' });
    const title = await within(panel).findByRole('textbox', { name: 'Название задачи' });
    await user.clear(title);
    await user.type(title, 'Write the summary{Enter}');
    expect(await screen.findByRole('button', { name: 'Открыть задачу «Write the summary»' })).toBeTruthy();
  });

  it('keeps a change the server cannot take right now (5xx) queued and shown, with the indicator', async () => {
    const api = fakeApi([makeTask(ID.a, 'Write the report')]);
    api.server.on(`POST /api/tasks/${ID.a}/status`, {
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
    });
    const { user } = renderApp('/app', { language: 'ru' });
    await screen.findByText('Write the report');
    await user.click(screen.getByRole('button', { name: 'Завершить «Write the report»' }));
    // Still shown as done, waiting in the queue; no error toast, the indicator says it waits.
    expect(await screen.findByText('Ожидание синхронизации')).toBeTruthy();
    expect(screen.queryByText('Write the report')).toBeNull();
    expect(JSON.parse(localStorage.getItem('pendingOperations') ?? '[]')).toHaveLength(1);
    expect(screen.getByLabelText('1 изменение ждёт отправки')).toBeTruthy();
    expect(screen.queryByText('Не удалось обновить статус задачи')).toBeNull();

    // The server is back: the manual sync button sends it now.
    api.server.on(`POST /api/tasks/${ID.a}/status`, {
      body: {
        task: api.store(makeTask(ID.a, 'Write the report', { status: 'completed', timeCompleted: NOW })),
        notification: null,
        removedFromMvd: false,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Синхронизировать сейчас' }));
    expect(await screen.findByText('Синхронизировано')).toBeTruthy();
    expect(localStorage.getItem('pendingOperations')).toBeNull();
    expect(api.tasks[0]?.status).toBe('completed');
  });

  it('shows a load error with a retry', async () => {
    server.on('GET /api/tasks', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderApp('/app');
    expect(await screen.findByText('Не удалось загрузить задачи')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
