import type { StrategyResponse, Task } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';
import { APP_STORAGE_KEYS } from './app/use-app-preferences';

/** Row ids are UUIDs, as the client makes them. */
const uuid = (n: number) => `0190a4f2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const STRATEGY = { health: uuid(901), career: uuid(902) } as const;

function makeStrategy(id: string, name: string): StrategyResponse {
  return { id, userId: 'u1', name, description: null, color: 'blue', priority: 2, version: 1 };
}

let server: MockServer;

/** Serves `tasks` (and strategies) as the API does. */
function serve(tasks: Task[], strategies: StrategyResponse[] = []) {
  server.on('GET /api/tasks', { body: { tasks, version: 1 } });
  server.on('GET /api/strategies', { body: strategies });
}

/** The titles of the task rows shown, in order. */
function shownTitles(): string[] {
  return screen
    .queryAllByRole('button', { name: /^Открыть задачу/ })
    .map((button) => /«(.*)»/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? '');
}

/** The section headers shown, by their name (without the count). */
function shownSections(): string[] {
  return screen
    .queryAllByRole('button', { expanded: true })
    .concat(screen.queryAllByRole('button', { expanded: false }))
    .filter((button) => button.closest('[role="list"]'))
    .map((button) => button.textContent?.replace(/\d+$/, '') ?? '')
    .sort();
}

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

beforeEach(() => {
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/notifications', { body: [] });
  serve([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/app views', () => {
  beforeEach(() => {
    // The views compare dates with the device's local today: pin it to noon of 15 June 2026, local time.
    // Only the clock is faked; timers run for real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  });

  const TASKS = [
    makeTask(uuid(1), 'Overdue report', { startDate: '2026-06-12' }),
    makeTask(uuid(2), 'Call today', { startDate: '2026-06-15' }),
    makeTask(uuid(3), 'Due today', { dueDate: '2026-06-15' }),
    makeTask(uuid(4), 'Trip tomorrow', { startDate: '2026-06-16', status: 'inProgress' }),
    makeTask(uuid(5), 'Next week', { dueDate: '2026-06-22' }),
    makeTask(uuid(6), 'Someday', {}),
    makeTask(uuid(7), 'Done today', { startDate: '2026-06-15', status: 'completed' }),
    makeTask(uuid(8), 'Overdue, started', { startDate: '2026-06-01', status: 'inProgress' }),
  ];

  it('today shows what is planned for the local today and what is overdue; upcoming shows later dates', async () => {
    serve(TASKS);
    const { user } = renderApp('/app');
    await screen.findByText('Someday');
    const views = screen.getByRole('group', { name: 'Вид' });
    // Active: every unfinished task, dated or not (those of past days in their own group).
    await waitFor(() =>
      expect(shownTitles().sort()).toEqual(
        [
          'Overdue report',
          'Call today',
          'Due today',
          'Trip tomorrow',
          'Next week',
          'Someday',
          'Overdue, started',
        ].sort(),
      ),
    );

    await user.click(within(views).getByRole('button', { name: 'Сегодня' }));
    expect(within(views).getByRole('button', { name: 'Сегодня' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(shownTitles().sort()).toEqual(
        ['Overdue report', 'Call today', 'Due today', 'Overdue, started'].sort(),
      ),
    );
    expect(screen.getByText('4 задачи')).toBeTruthy();

    await user.click(within(views).getByRole('button', { name: 'Предстоящие' }));
    await waitFor(() => expect(shownTitles().sort()).toEqual(['Next week', 'Trip tomorrow']));
    expect(screen.getByText('2 задачи')).toBeTruthy();
  });

  it('today follows the local date, not UTC: just after midnight in Tokyo, yesterday’s tasks stay and tomorrow’s arrive', async () => {
    // 00:30 on 16 June in Tokyo is still 15 June in UTC.
    vi.stubEnv('TZ', 'Asia/Tokyo');
    onTestFinished(() => void vi.unstubAllEnvs());
    vi.setSystemTime(new Date(2026, 5, 16, 0, 30, 0));
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-06-15');
    serve(TASKS);
    const { user } = renderApp('/app');
    await screen.findByText('Someday');
    await user.click(
      within(screen.getByRole('group', { name: 'Вид' })).getByRole('button', { name: 'Сегодня' }),
    );
    await waitFor(() =>
      expect(shownTitles().sort()).toEqual(
        ['Overdue report', 'Call today', 'Due today', 'Trip tomorrow', 'Overdue, started'].sort(),
      ),
    );
  });

  it('shows the empty text of a view with nothing in it', async () => {
    serve([makeTask(uuid(1), 'Someday')]);
    const { user } = renderApp('/app');
    await screen.findByText('Someday');
    await user.click(
      within(screen.getByRole('group', { name: 'Вид' })).getByRole('button', { name: 'Предстоящие' }),
    );
    expect(await screen.findByText('В этом виде задач нет')).toBeTruthy();
  });
});

describe('/app strategy filter', () => {
  const TASKS = [
    makeTask(uuid(1), 'Morning run', { strategyId: STRATEGY.health }),
    makeTask(uuid(2), 'Update the CV', { strategyId: STRATEGY.career }),
    makeTask(uuid(3), 'Buy milk'),
  ];
  const STRATEGIES = [makeStrategy(STRATEGY.health, 'Здоровье'), makeStrategy(STRATEGY.career, 'Карьера')];

  it('offers the strategies from GET /api/strategies and "Без стратегии", and narrows the list', async () => {
    serve(TASKS, STRATEGIES);
    const { user } = renderApp('/app');
    await screen.findByText('Buy milk');
    const select = screen.getByRole('combobox', { name: 'Стратегия' }) as HTMLSelectElement;
    await within(select).findByRole('option', { name: 'Карьера' });
    expect([...select.options].map((option) => option.text)).toEqual([
      'Все стратегии',
      'Без стратегии',
      'Здоровье',
      'Карьера',
    ]);
    expect(server.requests.some((request) => new URL(request.url).pathname === '/api/strategies')).toBe(true);

    await user.selectOptions(select, STRATEGY.health);
    await waitFor(() => expect(shownTitles()).toEqual(['Morning run']));
    expect(screen.getByRole('img', { name: 'Фильтры включены' })).toBeTruthy();

    await user.selectOptions(select, 'none');
    await waitFor(() => expect(shownTitles()).toEqual(['Buy milk']));

    await user.selectOptions(select, 'all');
    await waitFor(() => expect(shownTitles().sort()).toEqual(['Buy milk', 'Morning run', 'Update the CV']));
    expect(screen.queryByRole('img', { name: 'Фильтры включены' })).toBeNull();
  });

  it('works from the filter dialog too, together with the status filter, and resets', async () => {
    serve(
      [...TASKS, makeTask(uuid(4), 'Swim', { strategyId: STRATEGY.health, status: 'inProgress' })],
      STRATEGIES,
    );
    const { user } = renderApp('/app');
    await screen.findByText('Swim');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Фильтр задач' });
    const strategy = within(dialog).getByLabelText('Стратегия');
    await within(strategy).findByRole('option', { name: 'Здоровье' });
    await user.selectOptions(strategy, STRATEGY.health);
    await user.selectOptions(within(dialog).getByLabelText('Статус'), 'inProgress');
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shownTitles()).toEqual(['Swim']));

    // The inline selects show the same choice.
    expect((screen.getByRole('combobox', { name: 'Стратегия' }) as HTMLSelectElement).value).toBe(
      STRATEGY.health,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Стратегия' }), STRATEGY.career);
    expect(await screen.findByText('Нет задач, подходящих под фильтры')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
  });
});

describe('/app grouping modes', () => {
  const TASKS = [
    makeTask(uuid(1), 'Fix the outage', { importance: 2, urgency: 2 }),
    makeTask(uuid(2), 'Plan the roadmap', { importance: 2, urgency: 1, status: 'inProgress' }),
    makeTask(uuid(3), 'Reply to Bob', { importance: 1, urgency: 2 }),
    makeTask(uuid(4), 'Tidy the desk', { importance: 1, urgency: 1 }),
  ];
  const CLASSIC = ['В работе', 'Ожидают'].sort();
  const ENERGY = ['Высокая энергия', 'Средняя энергия', 'Низкая энергия'].sort();

  it('switches to energy sections and back on screen, and remembers the choice', async () => {
    serve(TASKS);
    const first = renderApp('/app');
    await screen.findByText('Tidy the desk');
    const grouping = screen.getByRole('group', { name: 'Группировка' });
    expect(within(grouping).getByRole('button', { name: 'По статусу' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(shownSections()).toEqual(CLASSIC);

    await first.user.click(within(grouping).getByRole('button', { name: 'По энергии' }));
    await waitFor(() => expect(shownSections()).toEqual(ENERGY));
    expect(screen.getByRole('button', { name: /^Высокая энергия/ }).textContent).toBe('Высокая энергия1');
    expect(screen.getByRole('button', { name: /^Средняя энергия/ }).textContent).toBe('Средняя энергия2');
    expect(screen.getByRole('button', { name: /^Низкая энергия/ }).textContent).toBe('Низкая энергия1');
    expect(localStorage.getItem(APP_STORAGE_KEYS.groupingMode)).toBe('energy');
    first.unmount();

    // A new start of the screen keeps the energy mode.
    const second = renderApp('/app');
    await screen.findByText('Tidy the desk');
    const again = screen.getByRole('group', { name: 'Группировка' });
    expect(within(again).getByRole('button', { name: 'По энергии' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(shownSections()).toEqual(ENERGY);

    await second.user.click(within(again).getByRole('button', { name: 'По статусу' }));
    await waitFor(() => expect(shownSections()).toEqual(CLASSIC));
    expect(localStorage.getItem(APP_STORAGE_KEYS.groupingMode)).toBe('classic');
  });

  it('shows an old saved `context` mode as energy', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.groupingMode, 'context');
    serve(TASKS);
    renderApp('/app');
    await screen.findByText('Tidy the desk');
    const grouping = screen.getByRole('group', { name: 'Группировка' });
    expect(within(grouping).getByRole('button', { name: 'По энергии' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(grouping).getByRole('button', { name: 'По статусу' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(shownSections()).toEqual(ENERGY);
  });

  it('shows a saved `ai` mode as classic until the AI grouping exists', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.groupingMode, 'ai');
    serve(TASKS);
    renderApp('/app');
    await screen.findByText('Tidy the desk');
    expect(shownSections()).toEqual(CLASSIC);
  });
});
