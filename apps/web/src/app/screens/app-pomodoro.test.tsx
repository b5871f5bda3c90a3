import {
  POMODORO_SETTINGS_STORAGE_KEY,
  pomodoroStorageKey,
  readPomodoroRun,
  type MicroTaskListResponse,
} from '@fokus/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PomodoroProvider, type PomodoroLocks } from '@/features/pomodoro';
import { setMedia } from '@/testing/media-queries';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask } from '@/testing/tasks';
import { deviceToday } from '@/lib/today';
import { APP_STORAGE_KEYS } from './app/use-app-preferences';

const TASK_ID = '0190a4f2-0000-7000-8000-00000000000a';
const STEP_ID = '0190a4f2-0000-7000-8000-00000000000b';
const T0 = Date.parse('2026-11-24T09:00:00.000Z');
const MINUTE = 60_000;

let server: MockServer;
let clock: number;
let steps: MicroTaskListResponse;

beforeAll(async () => {
  await import('./app-screen');
  await import('@/features/pomodoro/components/pomodoro-panel');
  await import('@/features/pomodoro/components/focus-mode');
}, 60_000);

beforeEach(() => {
  clock = T0;
  // The injected clock: the timer reads Date.now() on every tick and never counts intervals.
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  steps = [
    { id: STEP_ID, taskId: TASK_ID, userId: 'u1', title: 'Outline', completed: false, order: 0, version: 1 },
  ];
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', { body: { tasks: [makeTask(TASK_ID, 'Write the report')], version: 1 } });
  server.on('GET /api/mvd', { body: { taskIds: [] } });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('GET /api/task-tags', { body: [] });
  server.on('GET /api/tags', { body: [] });
  server.on('GET /api/pomodoro-sessions', { body: [] });
  server.on(`GET /api/tasks/${TASK_ID}/micro-tasks`, () => ({ body: steps }));
  server.on(`PATCH /api/micro-tasks/${STEP_ID}`, async (request) => {
    const body = (await request.json()) as { completed: boolean };
    steps = steps.map((step) => ({ ...step, completed: body.completed }));
    return { body: steps[0] };
  });
  server.on(`POST /api/tasks/${TASK_ID}/time`, async (request) => ({
    body: makeTask(TASK_ID, 'Write the report', {
      totalTimeSpent: ((await request.json()) as { seconds: number }).seconds,
    }),
  }));
  server.on('POST /api/pomodoro-sessions', async (request) => ({
    status: 201,
    body: { ...((await request.json()) as object), userId: 'u1', createdAt: new Date(clock).toISOString() },
  }));
  localStorage.setItem(APP_STORAGE_KEYS.panels, JSON.stringify({ pomodoro: true }));
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

const requestsTo = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
const bodiesOf = (method: string, path: string) =>
  Promise.all(
    requestsTo(method, path).map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

/** Moves the clock and lets every tab look at it (what its next 1 s tick or a wake-up would do). */
async function passMinutes(minutes: number) {
  clock += minutes * MINUTE;
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
  });
}

/** The panel once the timer and the task list have loaded (until then the region holds a loading note). */
async function pomodoroPanel() {
  await screen.findByRole('timer');
  const panel = screen.getByRole('region', { name: 'Помодоро' });
  await within(panel).findByRole('option', { name: 'Write the report' });
  return panel;
}

describe('the Pomodoro panel on /app', () => {
  it('runs 25 minutes on a task, credits them once at the switch, stores the interval, and survives a reload', async () => {
    const first = renderApp('/app');
    const panel = await pomodoroPanel();
    expect(within(panel).getByRole('timer').textContent).toBe('25:00');
    await first.user.selectOptions(within(panel).getByLabelText('Задача'), TASK_ID);
    await first.user.click(within(panel).getByRole('button', { name: 'Старт' }));
    await passMinutes(10);
    expect(within(panel).getByRole('timer').textContent).toBe('15:00');
    expect(within(panel).getByRole('button', { name: 'Пауза' })).toBeTruthy();
    // The tab's title is the clock while it runs.
    await waitFor(() => expect(document.title).toBe('15:00 · Задачи — Fokus'));

    await passMinutes(16);
    await waitFor(() => expect(requestsTo('POST', `/api/tasks/${TASK_ID}/time`)).toHaveLength(1));
    expect(await bodiesOf('POST', `/api/tasks/${TASK_ID}/time`)).toEqual([{ seconds: 1500 }]);
    await waitFor(() => expect(requestsTo('POST', '/api/pomodoro-sessions')).toHaveLength(1));
    const [session] = await bodiesOf('POST', '/api/pomodoro-sessions');
    expect(session).toMatchObject({
      taskId: TASK_ID,
      phase: 'work',
      seconds: 1500,
      completed: true,
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(T0 + 25 * MINUTE).toISOString(),
    });
    // The break runs on at once, from the instant the work ended.
    expect(within(panel).getAllByText('Перерыв').length).toBeGreaterThan(0);
    expect(within(panel).getByRole('timer').textContent).toBe('04:00');
    await passMinutes(0);
    await passMinutes(0);
    expect(requestsTo('POST', `/api/tasks/${TASK_ID}/time`)).toHaveLength(1);

    // A reload (a new start of the screen) shows the same timer from the stored timestamps.
    first.unmount();
    clock += MINUTE;
    renderApp('/app');
    const again = await pomodoroPanel();
    expect(within(again).getByRole('timer').textContent).toBe('03:00');
    expect(within(again).getAllByText('Перерыв').length).toBeGreaterThan(0);
    expect((within(again).getByLabelText('Задача') as HTMLSelectElement).value).toBe(TASK_ID);
    await passMinutes(0);
    expect(requestsTo('POST', `/api/tasks/${TASK_ID}/time`)).toHaveLength(1);
  });

  it('credits once with two tabs on one stored timer, each reading it again inside the Web Lock', async () => {
    const names: string[] = [];
    let chain = Promise.resolve();
    const locks: PomodoroLocks = {
      request(name, callback) {
        names.push(name);
        // Like the browser: callbacks of one lock run one after the other, never at once.
        const run = chain.then(() => new Promise<void>((resolve) => setTimeout(resolve, 5))).then(callback);
        chain = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const { user } = renderApp('/app', {
      children: (
        <PomodoroProvider userId="u1">
          <span />
        </PomodoroProvider>
      ),
    });
    const panel = await pomodoroPanel();
    await user.selectOptions(within(panel).getByLabelText('Задача'), TASK_ID);
    await user.click(within(panel).getByRole('button', { name: 'Старт' }));
    await waitFor(() =>
      expect(readPomodoroRun(localStorage.getItem(pomodoroStorageKey('u1')))?.timer.runningSince).toBe(T0),
    );

    await passMinutes(27);
    await waitFor(() => expect(requestsTo('POST', '/api/pomodoro-sessions').length).toBeGreaterThan(0));
    await passMinutes(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('POST', `/api/tasks/${TASK_ID}/time`)).toHaveLength(1);
    expect(await bodiesOf('POST', `/api/tasks/${TASK_ID}/time`)).toEqual([{ seconds: 1500 }]);
    expect(requestsTo('POST', '/api/pomodoro-sessions')).toHaveLength(1);
    // Both tabs asked for the lock at the switch; only the first found the phase still due.
    const timerLocks = names.filter((name) => name.startsWith('fokus-pomodoro'));
    expect(new Set(timerLocks)).toEqual(new Set(['fokus-pomodoro-u1']));
    expect(timerLocks.length).toBeGreaterThanOrEqual(4);
  });

  it('credits the time counted so far on pause, and resets without sending it twice', async () => {
    const { user } = renderApp('/app');
    const panel = await pomodoroPanel();
    await user.selectOptions(within(panel).getByLabelText('Задача'), TASK_ID);
    await user.click(within(panel).getByRole('button', { name: 'Старт' }));
    await passMinutes(3);
    await user.click(within(panel).getByRole('button', { name: 'Пауза' }));
    await waitFor(() => expect(requestsTo('POST', `/api/tasks/${TASK_ID}/time`)).toHaveLength(1));
    expect(within(panel).getByText(/на паузе/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Задачи — Fokus'));
    await passMinutes(5);
    expect(within(panel).getByRole('timer').textContent).toBe('22:00');
    await user.click(within(panel).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(requestsTo('POST', '/api/pomodoro-sessions')).toHaveLength(1));
    expect(await bodiesOf('POST', `/api/tasks/${TASK_ID}/time`)).toEqual([{ seconds: 180 }]);
    expect((await bodiesOf('POST', '/api/pomodoro-sessions'))[0]).toMatchObject({
      seconds: 180,
      completed: false,
    });
    expect(within(panel).getByRole('timer').textContent).toBe('25:00');
  });

  it('starts on a task from its detail, turning the panel on', async () => {
    localStorage.removeItem(APP_STORAGE_KEYS.panels);
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Открыть задачу «Write the report»' }));
    await user.click(await screen.findByRole('button', { name: 'Начать помодоро' }));
    const panel = await pomodoroPanel();
    expect(within(panel).getByRole('button', { name: 'Пауза' })).toBeTruthy();
    expect((within(panel).getByLabelText('Задача') as HTMLSelectElement).value).toBe(TASK_ID);
  });

  it("starts on one of today's key tasks from the Today panel, setting it in progress", async () => {
    localStorage.removeItem(APP_STORAGE_KEYS.panels);
    server.on('GET /api/mvd', {
      body: {
        taskIds: [TASK_ID],
        entries: [
          // Today on the device (the Today panel reads the real date; a past day would open the
          // end-of-day step over the panel).
          { taskId: TASK_ID, plannedFor: deviceToday(), position: 0, createdAt: '2026-11-24T08:00:00.000Z' },
        ],
      },
    });
    server.on(`POST /api/tasks/${TASK_ID}/status`, {
      body: makeTask(TASK_ID, 'Write the report', { status: 'inProgress' }),
    });
    const { user } = renderApp('/app');
    // The Today panel loads after the list (its place says so meanwhile).
    const start = await screen.findByRole('button', { name: 'Начать «Write the report»' });
    // The timer loads once the list is on screen and the browser is idle.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Помодоро' })).toBeNull());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await user.click(start);
    const panel = await pomodoroPanel();
    expect(within(panel).getByRole('button', { name: 'Пауза' })).toBeTruthy();
    expect((within(panel).getByLabelText('Задача') as HTMLSelectElement).value).toBe(TASK_ID);
    await waitFor(async () =>
      expect(await bodiesOf('POST', `/api/tasks/${TASK_ID}/status`)).toEqual([{ status: 'inProgress' }]),
    );
  });
});

describe('the focus mode', () => {
  it('shows one task, its steps and the timer; works by keyboard; Esc leaves and the focus returns', async () => {
    const { user } = renderApp('/app');
    const panel = await pomodoroPanel();
    await user.selectOptions(within(panel).getByLabelText('Задача'), TASK_ID);
    const enter = within(panel).getByRole('button', { name: 'Режим фокуса' });
    enter.focus();
    await user.keyboard('{Enter}');
    const focus = await screen.findByRole('dialog', { name: 'Write the report' });
    expect(within(focus).getByRole('timer').textContent).toBe('25:00');
    const step = await within(focus).findByRole('checkbox', { name: 'Outline' });
    // Nothing else of the screen: no list, no other panel.
    expect(within(focus).queryByRole('button', { name: /Открыть задачу/ })).toBeNull();

    // Tab order: leave, start, skip, the step; then back to the start (the focus stays inside).
    await user.tab();
    expect(document.activeElement).toBe(
      within(focus).getByRole('button', { name: 'Выйти из режима фокуса (Esc)' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(within(focus).getByRole('button', { name: 'Старт' }));
    await user.keyboard(' ');
    expect(await within(focus).findByRole('button', { name: 'Пауза' })).toBeTruthy();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(step);
    await user.keyboard(' ');
    await waitFor(() => expect(steps[0]!.completed).toBe(true));
    await user.tab();
    expect(focus.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(enter);
  });

  it('drops the ring’s animation when the person prefers reduced motion', async () => {
    const { user } = renderApp('/app');
    const panel = await pomodoroPanel();
    await user.click(within(panel).getByRole('button', { name: 'Режим фокуса' }));
    const focus = await screen.findByRole('dialog', { name: 'Без задачи' });
    const ring = within(focus).getByTestId('pomodoro-ring');
    expect(ring.style.transition).toContain('stroke-dashoffset');
    act(() => setMedia({ reducedMotion: true }));
    expect(ring.style.transition).toBe('none');
  });
});

describe('the Pomodoro lengths in the settings', () => {
  it('stores a valid length for the timer, and refuses an invalid one keeping the old', async () => {
    const { user } = renderApp('/app');
    const panel = await pomodoroPanel();
    await user.click(screen.getByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByRole('dialog');
    const work = await within(dialog).findByLabelText('Работа, минут');
    await user.clear(work);
    await user.type(work, '50{Enter}');
    expect(JSON.parse(localStorage.getItem(POMODORO_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      workMinutes: 50,
    });
    expect(within(panel).getByRole('timer', { hidden: true }).textContent).toBe('50:00');

    const sessions = within(dialog).getByLabelText('Интервалов до длинного перерыва');
    await user.clear(sessions);
    await user.type(sessions, '12');
    fireEvent.blur(sessions);
    // The dialog's other sections may show their own alerts (this browser cannot take push reminders).
    expect(await within(dialog).findByText('Допустимо от 2 до 8')).toHaveProperty('role', 'alert');
    expect(sessions.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(localStorage.getItem(POMODORO_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      workMinutes: 50,
      sessionsBeforeLongBreak: 4,
    });
  });
});
