import { nextDay, type MvdEntry, type Task } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask } from '@/testing/tasks';
import { deviceToday } from '@/lib/today';
import { endOfDayStorageKey } from './app/end-of-day-offer';

const ID = {
  a: '0190a4f2-0000-7000-8000-00000000000a',
  b: '0190a4f2-0000-7000-8000-00000000000b',
  c: '0190a4f2-0000-7000-8000-00000000000c',
  d: '0190a4f2-0000-7000-8000-00000000000d',
  e: '0190a4f2-0000-7000-8000-00000000000e',
} as const;

/** The day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An in-memory API of tasks and the MVD, recording every change the app sends. */
function fakeApi(tasks: Task[], entries: MvdEntry[] = []) {
  const list = [...entries];
  const calls: Call[] = [];
  const server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  const record = async (request: Request) => {
    const text = await request.text();
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
    return path.split('/').pop()!;
  };
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('GET /api/mvd', () => ({
    body: { taskIds: list.map((entry) => entry.taskId), entries: list },
  }));
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('GET /api/task-tags', { body: [] });
  server.on('PUT /api/mvd/order', async (request) => {
    await record(request);
    return { status: 204, body: null };
  });
  for (const task of tasks) {
    server.on(`PUT /api/mvd/${task.id}`, async (request) => {
      await record(request);
      if (list.length >= 3)
        return {
          status: 409,
          body: { code: 'MVD_LIMIT_EXCEEDED', message: 'Minimum viable day can have maximum 3 tasks' },
        };
      list.push({ taskId: task.id, plannedFor: null, position: list.length, createdAt: task.createdAt });
      return { status: 204, body: null };
    });
    server.on(`DELETE /api/mvd/${task.id}`, async (request) => {
      await record(request);
      const index = list.findIndex((entry) => entry.taskId === task.id);
      if (index >= 0) list.splice(index, 1);
      return { status: 204, body: null };
    });
    server.on(`PATCH /api/mvd/${task.id}`, async (request) => {
      await record(request);
      return { status: 204, body: null };
    });
    server.on(`PATCH /api/tasks/${task.id}`, async (request) => {
      await record(request);
      return { body: task };
    });
    server.on(`POST /api/tasks/${task.id}/status`, async (request) => {
      await record(request);
      return { body: { task: { ...task, status: 'inProgress' }, notification: null, removedFromMvd: false } };
    });
  }
  return { server, calls };
}

const panel = () => screen.getByRole('region', { name: 'Today' });
/** The titles of the panel's key tasks, in order (the picker's list aside). */
const panelTitles = () =>
  [...panel().querySelectorAll('ol > li [data-task-title]')].map((title) => title.textContent);

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the Today panel', () => {
  it('picks up to three, refuses a 4th with the spec text, reorders by keyboard, starts and removes', async () => {
    const today = deviceToday();
    const api = fakeApi([
      makeTask(ID.a, 'Alpha'),
      makeTask(ID.b, 'Bravo'),
      makeTask(ID.c, 'Charlie'),
      makeTask(ID.d, 'Delta'),
    ]);
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Pick one to three tasks that would make today a good day.');

    await user.click(within(panel()).getByRole('button', { name: 'Pick a task' }));
    for (const title of ['Alpha', 'Bravo', 'Charlie'])
      await user.click(await screen.findByRole('button', { name: `Take “${title}” for today` }));
    await waitFor(() => expect(panelTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { plannedFor: today, position: 0 },
      { plannedFor: today, position: 1 },
      { plannedFor: today, position: 2 },
    ]);
    expect(within(panel()).getByText('3 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Take “Delta” for today' }));
    expect(await screen.findByText('Minimum viable day can have maximum 3 tasks')).toBeTruthy();
    expect(panelTitles()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // Keyboard only: focus "move up" on Charlie and press Enter, then Space.
    const up = screen.getByRole('button', { name: 'Move “Charlie” up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(panelTitles()).toEqual(['Alpha', 'Charlie', 'Bravo']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Charlie” up' }));
    await user.keyboard(' ');
    await waitFor(() => expect(panelTitles()).toEqual(['Charlie', 'Alpha', 'Bravo']));
    expect(screen.getByText('Order changed: “Charlie” is now number 1')).toBeTruthy();
    // At the top, "up" stays focusable and does nothing.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/mvd/order').map((call) => call.body)).toEqual([
        { taskIds: [ID.a, ID.c, ID.b] },
        { taskIds: [ID.c, ID.a, ID.b] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Start “Alpha”' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: `/api/tasks/${ID.a}/status`,
        body: { status: 'inProgress' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Take “Bravo” off today' }));
    await waitFor(() => expect(panelTitles()).toEqual(['Charlie', 'Alpha']));
    expect(api.calls).toContainEqual({ method: 'DELETE', path: `/api/mvd/${ID.b}`, body: undefined });
  });

  it('shows a load error with its own retry', async () => {
    const api = fakeApi([makeTask(ID.a, 'Alpha')]);
    api.server.on('GET /api/mvd', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderApp('/app', { language: 'en' });
    expect(await screen.findByText('Could not load the tasks of the day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load the tasks of the day again' })).toBeTruthy();
  });
});

describe('the end-of-day step', () => {
  it("offers yesterday's unfinished key tasks once; keep, move and let go queue the right changes", async () => {
    const today = deviceToday();
    const yesterday = dayBefore(today);
    const entry = (taskId: string, position: number): MvdEntry => ({
      taskId,
      plannedFor: yesterday,
      position,
      createdAt: `${yesterday}T08:00:00.000Z`,
    });
    const api = fakeApi(
      [
        makeTask(ID.a, 'Alpha', { startDate: yesterday }),
        makeTask(ID.b, 'Bravo'),
        makeTask(ID.c, 'Charlie'),
        makeTask(ID.d, 'Delta', { status: 'completed' }),
      ],
      [entry(ID.a, 0), entry(ID.b, 1), entry(ID.c, 2), entry(ID.d, 3)],
    );
    const { user, unmount } = renderApp('/app', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Closing the day' });
    // The finished task is not offered; no red, no counting.
    expect(within(dialog).queryByText('Delta')).toBeNull();
    expect(dialog.textContent).not.toMatch(/overdue|failed|missed/i);
    const group = (title: string) => within(within(dialog).getByRole('group', { name: title }));
    await user.click(group('Alpha').getByRole('radio', { name: 'Move to today' }));
    await user.click(group('Bravo').getByRole('radio', { name: /Let it go/ }));
    expect(group('Charlie').getByRole('radio', { name: 'Keep for today' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(api.calls).toEqual([
      { method: 'PATCH', path: `/api/tasks/${ID.a}`, body: { startDate: today } },
      { method: 'DELETE', path: `/api/mvd/${ID.a}`, body: undefined },
      { method: 'DELETE', path: `/api/mvd/${ID.b}`, body: undefined },
      { method: 'PATCH', path: `/api/mvd/${ID.c}`, body: { plannedFor: today } },
    ]);
    expect(localStorage.getItem(endOfDayStorageKey('u1', today))).toBe('1');
    unmount();

    // Opened again the same day: not offered twice.
    renderApp('/app', { language: 'en' });
    await screen.findByRole('region', { name: 'Today' });
    await screen.findAllByText('Charlie');
    expect(screen.queryByRole('dialog', { name: 'Closing the day' })).toBeNull();
  });

  it('is reachable in the evening from the panel, aiming at tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const evening = new Date();
    evening.setHours(20, 30, 0, 0);
    vi.setSystemTime(evening);
    const today = deviceToday();
    const api = fakeApi(
      [makeTask(ID.a, 'Alpha')],
      [{ taskId: ID.a, plannedFor: today, position: 0, createdAt: evening.toISOString() }],
    );
    const { user } = renderApp('/app', { language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Закрыть день' }));
    const dialog = await screen.findByRole('dialog', { name: 'Закрываем день' });
    expect(within(dialog).getByRole('radio', { name: 'Оставить на завтра' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() =>
      expect(api.calls).toEqual([
        { method: 'PATCH', path: `/api/mvd/${ID.a}`, body: { plannedFor: nextDay(today) } },
      ]),
    );
  });
});

describe('from earlier', () => {
  it('gathers past dated tasks calmly, each movable to today in one action', async () => {
    const today = deviceToday();
    const earlier = dayBefore(dayBefore(today));
    const api = fakeApi([
      makeTask(ID.a, 'Alpha', { startDate: earlier }),
      makeTask(ID.b, 'Bravo', { dueDate: dayBefore(today) }),
      makeTask(ID.c, 'Charlie', { startDate: today }),
      makeTask(ID.e, 'Echo', { startDate: earlier, status: 'completed' }),
    ]);
    const { user } = renderApp('/app', { language: 'ru' });
    const group = await screen.findByRole('region', { name: 'С прошлых дней' });
    expect(within(group).getByText('Alpha')).toBeTruthy();
    expect(within(group).getByText('Bravo')).toBeTruthy();
    expect(within(group).queryByText('Charlie')).toBeNull();
    expect(within(group).queryByText('Echo')).toBeNull();
    expect(group.textContent).not.toMatch(/просроч|overdue|\d+ задач/i);
    expect(group.innerHTML).not.toMatch(/red|destructive/);
    // Shown once: not again among the rows below.
    expect(screen.getAllByText('Alpha')).toHaveLength(1);

    await user.click(within(group).getByRole('button', { name: 'Перенести «Bravo» на сегодня' }));
    await waitFor(() =>
      expect(api.calls).toEqual([{ method: 'PATCH', path: `/api/tasks/${ID.b}`, body: { dueDate: today } }]),
    );
  });
});
