import { PENDING_OPERATIONS_STORAGE_KEY, type PendingOperation, type Task } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask } from '@/testing/tasks';

const ID = {
  report: '0190a4f2-0000-7000-8000-000000000001',
  plan: '0190a4f2-0000-7000-8000-000000000002',
  calls: '0190a4f2-0000-7000-8000-000000000003',
  junk: '0190a4f2-0000-7000-8000-000000000004',
  done: '0190a4f2-0000-7000-8000-000000000005',
  idea: '0190a4f2-0000-7000-8000-000000000006',
};

let server: MockServer;
let tasks: Task[];
/** Each PATCH /api/tasks/:id body the server got, in order. */
let patches: { id: string; body: Record<string, unknown> }[];

beforeAll(async () => {
  await import('./priorities-screen');
}, 60_000);

beforeEach(() => {
  tasks = [
    makeTask(ID.report, 'Сдать отчёт', { importance: 2, urgency: 2 }),
    makeTask(ID.plan, 'План на год', { importance: 2, urgency: 1 }),
    makeTask(ID.calls, 'Ответить на звонки', { importance: 1, urgency: 2, status: 'inProgress' }),
    makeTask(ID.junk, 'Разобрать почту', { importance: 1, urgency: 1 }),
    makeTask(ID.done, 'Старое дело', { importance: 2, urgency: 2, status: 'completed' }),
    makeTask(ID.idea, 'Идея приложения', { importance: 2, urgency: 2, type: 'idea' }),
  ];
  patches = [];
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 3 } }));
  server.on('GET /api/notifications', { body: [] });
  for (const task of tasks)
    server.on(`PATCH /api/tasks/${task.id}`, async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: task.id, body });
      tasks = tasks.map((item) => (item.id === task.id ? { ...item, ...body } : item));
      return { body: tasks.find((item) => item.id === task.id) };
    });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const quadrant = (action: string) => screen.getByRole('region', { name: action });
const titlesIn = (action: string) =>
  within(quadrant(action))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

function toastsOnScreen(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .filter((toast) => toast.dataset.visible !== 'false' && toast.dataset.removed !== 'true')
    .map((toast) => toast.textContent ?? '');
}

/**
 * jsdom lays nothing out: the quadrants get a 2 × 2 grid (400 × 300 each) and each task a 300 × 40
 * row inside its quadrant, as a wide screen would, so dnd-kit can measure them.
 */
function layOutGrid() {
  const origin: Record<string, { left: number; top: number }> = {
    doNow: { left: 0, top: 0 },
    schedule: { left: 420, top: 0 },
    delegate: { left: 0, top: 320 },
    exclude: { left: 420, top: 320 },
  };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const section = this.closest<HTMLElement>('[data-quadrant]');
    const at = section ? origin[section.dataset.quadrant!] : undefined;
    if (!at) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    if (this === section) return DOMRect.fromRect({ x: at.left, y: at.top, width: 400, height: 300 });
    const row = this.closest('li');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: at.left + 10, y: at.top + 60 + index * 50, width: 300, height: 40 });
  });
}

describe('the priorities screen', () => {
  it('shows the four quadrants with their actions, names, open tasks and counts; completed apart, ideas out', async () => {
    renderApp('/priorities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Приоритеты' })).toBeTruthy();
    await screen.findByText('Сдать отчёт');
    expect(titlesIn('Сделать немедленно')).toEqual(['Сдать отчёт']);
    expect(titlesIn('Запланировать')).toEqual(['План на год']);
    expect(titlesIn('Делегировать')).toEqual(['Ответить на звонки']);
    expect(titlesIn('Исключить')).toEqual(['Разобрать почту']);
    expect(within(quadrant('Сделать немедленно')).getByText('Важно и срочно')).toBeTruthy();
    expect(within(quadrant('Запланировать')).getByText('Важно, но не срочно')).toBeTruthy();
    expect(within(quadrant('Делегировать')).getByText('Срочно, но не важно')).toBeTruthy();
    expect(within(quadrant('Исключить')).getByText('Не важно и не срочно')).toBeTruthy();
    expect(within(quadrant('Сделать немедленно')).getByText('1 задача')).toBeTruthy();
    expect(screen.queryByText('Старое дело')).toBeNull();
    expect(screen.queryByText('Идея приложения')).toBeNull();
    expect(screen.getByText('Завершённые задачи здесь не показаны: 1 задача')).toBeTruthy();
    // The drag handles carry dnd-kit's instructions for screen readers, in the interface language.
    const handle = screen.getByRole('button', { name: 'Перетащить задачу «План на год»' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/^Чтобы взять задачу, нажмите пробел или Enter/);
  });

  it('speaks English too', async () => {
    renderApp('/priorities', { language: 'en' });
    await screen.findByText('Сдать отчёт');
    for (const [action, name] of [
      ['Do immediately', 'Important and urgent'],
      ['Schedule', 'Important, not urgent'],
      ['Delegate', 'Urgent, not important'],
      ['Exclude', 'Neither'],
    ] as const)
      expect(within(quadrant(action)).getByText(name)).toBeTruthy();
    const handle = screen.getByRole('button', { name: 'Drag task "План на год"' });
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable task');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^To pick up a task, press Space or Enter/,
    );
  });

  it('moves a task with the keyboard: Space picks it up, ← takes it to "do immediately", Space drops it', async () => {
    const { user } = renderApp('/priorities');
    await screen.findByText('План на год');
    layOutGrid();
    const handle = screen.getByRole('button', { name: 'Перетащить задачу «План на год»' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard('{ArrowLeft}');
    await screen.findByText('Задача «План на год» над квадрантом «Сделать немедленно (Важно и срочно)».');
    await user.keyboard(' ');
    await waitFor(() => expect(titlesIn('Сделать немедленно')).toEqual(['Сдать отчёт', 'План на год']));
    expect(titlesIn('Запланировать')).toEqual([]);
    await waitFor(() => expect(patches).toEqual([{ id: ID.plan, body: { importance: 2, urgency: 2 } }]));
    // The moved task keeps the focus in its new place.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Перетащить задачу «План на год»'),
    );
  });

  it('leaves a task where it was when the keyboard drag is cancelled with Escape', async () => {
    const { user } = renderApp('/priorities');
    await screen.findByText('План на год');
    layOutGrid();
    screen.getByRole('button', { name: 'Перетащить задачу «План на год»' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await screen.findByText('Задача «План на год» над квадрантом «Исключить (Не важно и не срочно)».');
    await user.keyboard('{Escape}');
    await screen.findByText('Перемещение задачи «План на год» отменено.');
    expect(titlesIn('Запланировать')).toEqual(['План на год']);
    expect(patches).toEqual([]);
  });

  it('moves a task without dragging, from its "Move to…" menu', async () => {
    const { user } = renderApp('/priorities');
    await screen.findByText('Разобрать почту');
    await user.click(
      screen.getByRole('button', { name: 'Переместить задачу «Разобрать почту» в другой квадрант' }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: /Делегировать/ }));
    await waitFor(() => expect(titlesIn('Делегировать')).toEqual(['Ответить на звонки', 'Разобрать почту']));
    expect(titlesIn('Исключить')).toEqual([]);
    await waitFor(() => expect(patches).toEqual([{ id: ID.junk, body: { importance: 1, urgency: 2 } }]));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Переместить задачу «Разобрать почту» в другой квадрант',
      ),
    );
  });

  it('moves a task offline: shown at once and kept in the queue', async () => {
    server.on('POST /api/sync', { networkError: true });
    const { user } = renderApp('/priorities');
    await screen.findByText('План на год');
    await user.click(
      screen.getByRole('button', { name: 'Переместить задачу «План на год» в другой квадрант' }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: /Сделать немедленно/ }));
    await waitFor(() => expect(titlesIn('Сделать немедленно')).toEqual(['Сдать отчёт', 'План на год']));
    const queued = JSON.parse(
      localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY) ?? '[]',
    ) as PendingOperation[];
    expect(queued).toMatchObject([
      { table: 'tasks', type: 'update', data: { id: ID.plan, importance: 2, urgency: 2 } },
    ]);
    expect(patches).toEqual([]);
  });

  it("says 'Failed to update task priority' when the server refuses the move, and puts the task back", async () => {
    server.on(`PATCH /api/tasks/${ID.plan}`, {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Invalid input' },
    });
    const { user } = renderApp('/priorities');
    await screen.findByText('План на год');
    await user.click(
      screen.getByRole('button', { name: 'Переместить задачу «План на год» в другой квадрант' }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: /Сделать немедленно/ }));
    await waitFor(() => expect(toastsOnScreen()).toEqual(['ОшибкаНе удалось обновить приоритет задачи']));
    await waitFor(() => expect(titlesIn('Запланировать')).toEqual(['План на год']));
    expect(titlesIn('Сделать немедленно')).toEqual(['Сдать отчёт']);
  });

  it('shows the loading state, then a load failure with a retry', async () => {
    let fail = true;
    server.on('GET /api/tasks', () =>
      fail
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }
        : { body: { tasks, version: 3 } },
    );
    const { user } = renderApp('/priorities');
    expect(await screen.findByText('Загружаем задачи…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить задачи');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Сдать отчёт')).toBeTruthy();
  });

  it('says when there are no open tasks, and still shows the empty quadrants', async () => {
    tasks = [makeTask(ID.done, 'Старое дело', { status: 'completed' })];
    renderApp('/priorities');
    expect(
      await screen.findByText('Открытых задач нет. Добавьте задачу на экране задач — она появится здесь.'),
    ).toBeTruthy();
    expect(within(quadrant('Сделать немедленно')).getByText('0 задач')).toBeTruthy();
    expect(within(quadrant('Исключить')).getByText('Здесь пока нет задач')).toBeTruthy();
  });
});
