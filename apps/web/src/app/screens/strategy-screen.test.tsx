import type { Strategy, Task } from '@fokus/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask } from '@/testing/tasks';

const HEALTH = '0190a4f2-0000-7000-8000-0000000000b1';
const CAREER = '0190a4f2-0000-7000-8000-0000000000b2';
const RUN = '0190a4f2-0000-7000-8000-0000000000c1';
const CV = '0190a4f2-0000-7000-8000-0000000000c2';
const SLEEP = '0190a4f2-0000-7000-8000-0000000000c3';
const MILK = '0190a4f2-0000-7000-8000-0000000000c4';
const DONE = '0190a4f2-0000-7000-8000-0000000000c5';
const at = '2026-11-24T09:00:00.000Z';

type StrategyRow = Strategy & { version: number };
const strategy = (id: string, name: string, fields: Partial<Strategy> = {}): StrategyRow => ({
  id,
  userId: 'u1',
  name,
  description: null,
  color: 'blue',
  priority: 2,
  createdAt: at,
  version: 1,
  ...fields,
});

let server: MockServer;
let strategies: StrategyRow[];
let tasks: Task[];

/** Every operation the app sent through POST /api/sync, in order. */
async function syncedOperations(): Promise<{ table: string; type: string; data: Record<string, unknown> }[]> {
  const bodies = await Promise.all(
    server.requests
      .filter((request) => request.method === 'POST' && request.url.endsWith('/api/sync'))
      .map((request) => request.clone().json() as Promise<{ operations: never[] }>),
  );
  return bodies.flatMap((body) => body.operations);
}

beforeEach(() => {
  strategies = [
    strategy(CAREER, 'Карьера', { priority: 1, color: 'red', description: 'Резюме и собеседования' }),
    strategy(HEALTH, 'Здоровье', { priority: 3, color: 'green', description: 'Спорт, пробежки и сон' }),
  ];
  tasks = [
    makeTask(RUN, 'Утренний бег', { strategyId: HEALTH, status: 'completed', totalTimeSpent: 5400 }),
    makeTask(SLEEP, 'Лечь спать до 23:00', { strategyId: HEALTH, totalTimeSpent: 600 }),
    makeTask(CV, 'Резюме для собеседования'),
    makeTask(MILK, 'Купить молоко'),
    makeTask(DONE, 'Бег в парке', { status: 'completed' }),
  ];
  server = mockServer({
    'GET /api/auth/get-session': signedInSession(),
    // The server lists highest priority first; the fake one does too.
    'GET /api/strategies': () => ({ body: [...strategies].sort((a, b) => b.priority - a.priority) }),
    'GET /api/tasks': () => ({ body: { tasks, version: 1 } }),
    'POST /api/strategies': async (request) => {
      const body = (await request.json()) as Strategy;
      const created = strategy(body.id, body.name, body);
      strategies = [...strategies, created];
      return { status: 201, body: created };
    },
  });
  for (const task of tasks)
    server.on(`PATCH /api/tasks/${task.id}`, async (request) => {
      const patch = (await request.json()) as Partial<Task>;
      tasks = tasks.map((item) => (item.id === task.id ? { ...item, ...patch } : item));
      return { body: tasks.find((item) => item.id === task.id) };
    });
});

/** Sets what `navigator.onLine` says and fires the matching window event, as a browser does. */
function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('the strategy screen', () => {
  it('lists strategies highest priority first, each with its tasks and progress, without the top bar', async () => {
    renderApp('/strategy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Стратегии' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Здоровье', 'Карьера']);

    const health = cardOf('Здоровье');
    expect(within(health).getByText('Приоритет: Высокий')).toBeTruthy();
    expect(within(health).getByText('Выполнено 1 из 2')).toBeTruthy();
    expect(within(health).getByText('Затрачено: 1 ч 40 мин')).toBeTruthy();
    expect(within(health).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    const list = within(health).getByRole('list', { name: 'Задачи «Здоровье»' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Утренний бег (выполнена)', 'Лечь спать до 23:00']);
    expect(within(cardOf('Карьера')).getByText('Выполнено 0 из 0')).toBeTruthy();
  });

  it('creates a direction with a priority and colour; it shows at once and travels through the queue', async () => {
    const { user } = renderApp('/strategy');
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    const form = screen.getByRole('form', { name: 'Новое направление' });
    await user.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(within(form).getByText('Название стратегии не может быть пустым')).toBeTruthy();
    await user.type(within(form).getByLabelText('Название'), '  Семья ');
    await user.type(within(form).getByLabelText('Описание'), 'Время вместе');
    await user.click(within(form).getByRole('radio', { name: 'Высокий' }));
    await user.click(within(form).getByRole('radio', { name: 'Розовый' }));
    await user.click(within(form).getByRole('button', { name: 'Создать' }));
    await screen.findByRole('heading', { level: 3, name: 'Семья' });
    await waitFor(() => expect((within(form).getByLabelText('Название') as HTMLInputElement).value).toBe(''));
    await waitFor(async () =>
      expect(await syncedOperations()).toEqual([
        expect.objectContaining({
          type: 'create',
          table: 'strategies',
          data: expect.objectContaining({
            name: 'Семья',
            description: 'Время вместе',
            color: 'pink',
            priority: 3,
          }),
        }),
      ]),
    );
    // Equal priority: the older direction first.
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Здоровье', 'Семья', 'Карьера']);
  });

  it('edits a strategy inline (Escape cancels) and deletes it after confirming; its tasks stay', async () => {
    server.on(`PATCH /api/strategies/${CAREER}`, async (request) => {
      const patch = (await request.json()) as Partial<Strategy>;
      strategies = strategies.map((item) => (item.id === CAREER ? { ...item, ...patch } : item));
      return { body: strategies.find((item) => item.id === CAREER) };
    });
    server.on(`DELETE /api/strategies/${HEALTH}`, () => {
      strategies = strategies.filter((item) => item.id !== HEALTH);
      tasks = tasks.map((task) => (task.strategyId === HEALTH ? { ...task, strategyId: null } : task));
      return { status: 204 };
    });
    const { user } = renderApp('/strategy');
    await screen.findByRole('heading', { level: 3, name: 'Карьера' });

    await user.click(screen.getByRole('button', { name: 'Изменить «Карьера»' }));
    let form = screen.getByRole('form', { name: 'Изменить «Карьера»' });
    await user.keyboard('{Escape}');
    expect(form.isConnected).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Изменить «Карьера»' }));
    form = screen.getByRole('form', { name: 'Изменить «Карьера»' });
    const name = within(form).getByLabelText('Название');
    await user.clear(name);
    await user.type(name, 'Работа');
    await user.click(within(form).getByRole('radio', { name: 'Высокий' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { level: 3, name: 'Работа' });
    await waitFor(() =>
      expect(strategies.find((item) => item.id === CAREER)).toMatchObject({ name: 'Работа', priority: 3 }),
    );

    await user.click(screen.getByRole('button', { name: 'Удалить «Здоровье»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Её 2 задачи останутся — без стратегии/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Здоровье' })).toBeNull());
    await waitFor(() => expect(strategies.map((item) => item.id)).toEqual([CAREER]));
  });

  it('proposes strategies for unassigned open tasks; accepting one queues the task edit, dismissing changes nothing', async () => {
    const { user } = renderApp('/strategy');
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    await user.click(screen.getByRole('button', { name: 'Распределить задачи' }));
    // "Резюме для собеседования" → Карьера (two description words), "Купить молоко" has no match, "Бег в парке" is done.
    const accept = await screen.findByRole('button', {
      name: 'Принять: «Резюме для собеседования» → Карьера',
    });
    expect(screen.queryByText(/Купить молоко/)).toBeNull();
    expect(screen.queryByText(/Бег в парке/)).toBeNull();
    expect(await syncedOperations()).toEqual([]);
    await user.click(accept);
    await waitFor(async () =>
      expect(await syncedOperations()).toEqual([
        expect.objectContaining({ type: 'update', table: 'tasks', data: { id: CV, strategyId: CAREER } }),
      ]),
    );
    expect(await screen.findByText('Принято 1 предложение. Все предложения разобраны.')).toBeTruthy();
    await waitFor(() => expect(tasks.find((task) => task.id === CV)?.strategyId).toBe(CAREER));
    expect(within(cardOf('Карьера')).getByText('Выполнено 0 из 1')).toBeTruthy();
  });

  it('dismisses a proposal, takes only the tasks named in quotes, and says when nothing fits', async () => {
    tasks = [...tasks, makeTask('0190a4f2-0000-7000-8000-0000000000c6', 'Спорт: пробежки по утрам')];
    const { user } = renderApp('/strategy');
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    await user.click(screen.getByRole('button', { name: 'Распределить задачи' }));
    await user.click(
      await screen.findByRole('button', { name: 'Отклонить: «Спорт: пробежки по утрам» → Здоровье' }),
    );
    expect(
      screen.queryByRole('button', { name: 'Принять: «Спорт: пробежки по утрам» → Здоровье' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Принять: «Резюме для собеседования» → Карьера' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отклонить все' }));
    expect(await screen.findByText('Все предложения разобраны.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Только задачи/), '«Купить молоко»');
    await user.click(screen.getByRole('button', { name: 'Распределить задачи' }));
    expect(
      await screen.findByText(/Подходящих стратегий не найдено\. Создайте новые стратегии/),
    ).toBeTruthy();
    expect(await syncedOperations()).toEqual([]);
  });

  it('offline, a new direction and an accepted proposal show at once and reach the server once back online', async () => {
    const { user } = renderApp('/strategy');
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    goOnline(false);
    const form = screen.getByRole('form', { name: 'Новое направление' });
    await user.type(within(form).getByLabelText('Название'), 'Семья');
    await user.click(within(form).getByRole('button', { name: 'Создать' }));
    await screen.findByRole('heading', { level: 3, name: 'Семья' });
    await user.click(screen.getByRole('button', { name: 'Распределить задачи' }));
    await user.click(
      await screen.findByRole('button', { name: 'Принять: «Резюме для собеседования» → Карьера' }),
    );
    await waitFor(() => expect(within(cardOf('Карьера')).getByText('Выполнено 0 из 1')).toBeTruthy());
    expect(await syncedOperations()).toEqual([]);

    goOnline(true);
    await waitFor(() => expect(strategies.map((item) => item.name)).toContain('Семья'));
    await waitFor(() => expect(tasks.find((task) => task.id === CV)?.strategyId).toBe(CAREER));
    const operations = await syncedOperations();
    expect(operations.map((operation) => `${operation.table} ${operation.type}`)).toEqual([
      'strategies create',
      'tasks update',
    ]);
  });

  it('says so when there are no strategies yet, and speaks English', async () => {
    strategies = [];
    const { user } = renderApp('/strategy', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Strategies' })).toBeTruthy();
    expect(await screen.findByText('No strategies yet. Create the first direction above.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assign tasks' }));
    expect(await screen.findByText('Create at least one strategy first.')).toBeTruthy();
  });

  it('shows the spec’s toast when the server refuses a new direction', async () => {
    server.on('POST /api/strategies', { status: 400, body: { code: 'VALIDATION_ERROR', message: 'bad' } });
    const { user } = renderApp('/strategy', { language: 'en' });
    await screen.findByRole('heading', { level: 3, name: 'Здоровье' });
    const form = screen.getByRole('form', { name: 'New direction' });
    await user.type(within(form).getByLabelText('Name'), 'Refused');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create direction')).toBeTruthy();
  });
});
