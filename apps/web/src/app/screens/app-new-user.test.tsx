/**
 * The task slice tried as a new user would (issue 14, point 9): limits refused in the field with the
 * reason and the text kept, the create error named as a create, every status in its place, one toast
 * at a time with the spec's success toasts, the completed view open, one date format.
 */
import type { PendingOperation, SyncRequest, Task } from '@fokus/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTaskMutations, type TaskMutations } from '@/features/tasks';
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
} as const;

let server: MockServer;
let tasks: Task[];

/** Replaces a stored task, as the real server does before answering. */
function store(id: string, fields: Partial<Task>): Task {
  const index = tasks.findIndex((task) => task.id === id);
  const next = { ...tasks[index]!, ...fields };
  tasks[index] = next;
  return next;
}

/** A small in-memory API behind `fetch`: enough of docs/api.md for what a new user does first. */
function serve(initial: Task[]) {
  tasks = [...initial];
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('POST /api/tasks', async (request) => {
    const body = (await request.json()) as { id: string; title: string };
    const task = makeTask(body.id, body.title);
    tasks.unshift(task);
    return { status: 201, body: task };
  });
  for (const { id } of initial) {
    server.on(`PATCH /api/tasks/${id}`, async (request) => ({
      body: store(id, (await request.json()) as Partial<Task>),
    }));
    server.on(`POST /api/tasks/${id}/status`, async (request) => {
      const { status } = (await request.json()) as { status: Task['status'] };
      return { body: { task: store(id, { status }), notification: null, removedFromMvd: false } };
    });
    server.on(`POST /api/tasks/${id}/comments`, async (request) => {
      const { text } = (await request.json()) as { text: string };
      const comment = { id: 'c1', text, created_at: NOW, author_email: 'ada@example.com' };
      return { status: 201, body: store(id, { comments: [comment] }) };
    });
    server.on(`POST /api/tasks/${id}/time`, async (request) => {
      const { seconds } = (await request.json()) as { seconds: number };
      return { body: store(id, { totalTimeSpent: seconds }) };
    });
    server.on(`GET /api/tasks/${id}/micro-tasks`, { body: [] });
    server.on(`DELETE /api/tasks/${id}`, () => {
      tasks = tasks.filter((task) => task.id !== id);
      return { status: 204, body: null };
    });
  }
}

/** The operations of every sync request the app made so far. */
async function sentOperations(): Promise<PendingOperation[]> {
  const bodies = await Promise.all(
    server.requests
      .filter((request) => new URL(request.url).pathname === '/api/sync')
      .map(async (request) => (await request.clone().json()) as SyncRequest),
  );
  return bodies.flatMap((body) => body.operations as PendingOperation[]);
}

/** The toasts a person can see (sonner keeps older ones in the DOM, transparent, while they leave). */
function toastsOnScreen(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .filter((toast) => toast.dataset.visible !== 'false' && toast.dataset.removed !== 'true')
    .map((toast) => toast.textContent ?? '');
}

/**
 * Waits until exactly this toast is on screen, then until no other toast is in the page at all (how
 * fast the older ones go is proven with a controlled clock in components/ui/toaster.test.tsx).
 */
async function expectOnlyToast(text: string) {
  await waitFor(() => expect(toastsOnScreen()).toEqual([text]));
  await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
}

beforeAll(async () => {
  await Promise.all([import('./app-screen'), import('@/features/task-detail')]);
}, 60_000);

beforeEach(() => {
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  serve([]);
});

describe('adding a task on /app', () => {
  it('a 501-character title keeps its text and shows the reason; nothing is sent', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Задач пока нет. Добавьте первую задачу выше!');
    const input = screen.getByRole('textbox', { name: 'Новая задача' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('з'.repeat(501));
    expect(screen.getByRole('alert').textContent).toBe(
      'Слишком длинный текст: не больше 500 символов. Сократите его, чтобы сохранить.',
    );
    expect(screen.getByText('Лишних символов: 1')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(input.value).toHaveLength(501);
    expect(await sentOperations()).toEqual([]);
    expect(localStorage.getItem('pendingOperations')).toBeNull();

    // 500 is within the limit: the counter says so, and the task is created.
    await user.type(input, '{Backspace}');
    expect(screen.getByText('Осталось символов: 0')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tasks).toHaveLength(1));
    expect(tasks[0]?.title).toHaveLength(500);
    await waitFor(() => expect(input.value).toBe(''));
    await expectOnlyToast('Задача создана');
  });

  it('a blank title shows "Task title cannot be empty" under the field, as the detail panel does', async () => {
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('No tasks yet. Add your first task above!');
    const input = screen.getByRole('textbox', { name: 'New task' });
    await user.type(input, '   {Enter}');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Task title cannot be empty');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(input);
    expect(await sentOperations()).toEqual([]);
    // Typing a title takes the message away.
    await user.type(input, 'Plan');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'Failed to create task'],
    ['ru', 'Не удалось создать задачу'],
  ] as const)(
    'a create the server refuses says the create message (%s) and keeps the title',
    async (language, message) => {
      server.on('POST /api/tasks', {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'title: Too big' },
      });
      const { user } = renderApp('/app', { language });
      const input = (await screen.findByRole('textbox', {
        name: language === 'en' ? 'New task' : 'Новая задача',
      })) as HTMLInputElement;
      await user.type(input, 'Call the bank{Enter}');
      await expectOnlyToast(`${language === 'en' ? 'Error' : 'Ошибка'}${message}`);
      expect(input.value).toBe('Call the bank');
    },
  );
});

describe('the task mutations', () => {
  it('refuse on the device what the server would refuse, with that change’s message, and queue nothing', async () => {
    serve([makeTask(ID.a, 'Write the report')]);
    let mutations: TaskMutations | undefined;
    function Probe() {
      mutations = useTaskMutations();
      return null;
    }
    renderApp('/app', { language: 'en', children: <Probe /> });
    await screen.findByText('Write the report');
    expect(await mutations!.createTask({ title: 'x'.repeat(501) })).toBeNull();
    await expectOnlyToast('ErrorFailed to create task');
    expect(await mutations!.updateTask(ID.a, { title: 'x'.repeat(501) })).toBe(false);
    await expectOnlyToast('ErrorFailed to update task title');
    expect(await mutations!.addComment(ID.a, 'x'.repeat(5001))).toBe(false);
    await expectOnlyToast('ErrorFailed to add comment');
    expect(await mutations!.addTime(ID.a, 8 * 24 * 3600)).toBe(false);
    await expectOnlyToast('ErrorFailed to update task time');
    expect(await sentOperations()).toEqual([]);
    expect(localStorage.getItem('pendingOperations')).toBeNull();
  });
});

describe('every status has its place', () => {
  it('a cancelled task stays visible: it moves to the open "Cancelled" section of the active view', async () => {
    serve([makeTask(ID.a, 'Write the report'), makeTask(ID.b, 'Call the bank')]);
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Write the report');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of “Write the report”' }),
      'cancelled',
    );
    await waitFor(() => expect(tasks.find((task) => task.id === ID.a)?.status).toBe('cancelled'));
    expect(screen.getByText('Write the report')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Cancelled/, expanded: true }).textContent).toBe('Cancelled1');
  });

  it('with the filter on "all statuses", paused, scheduled and cancelled tasks are each shown in their section', async () => {
    serve([
      makeTask(ID.a, 'Paused one', { status: 'paused' }),
      makeTask(ID.b, 'Scheduled one', { status: 'scheduled' }),
      makeTask(ID.c, 'Cancelled one', { status: 'cancelled' }),
      makeTask(ID.d, 'Waiting one'),
    ]);
    renderApp('/app');
    await screen.findByText('Waiting one');
    expect((screen.getByRole('combobox', { name: 'Статус' }) as HTMLSelectElement).value).toBe('all');
    for (const [section, title] of [
      ['Приостановлены', 'Paused one'],
      ['Запланированы', 'Scheduled one'],
      ['Отменены', 'Cancelled one'],
      ['Ожидают', 'Waiting one'],
    ] as const) {
      expect(screen.getByRole('button', { name: new RegExp(`^${section}`), expanded: true })).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
    }
  });
});

describe('the completed view', () => {
  it('shows its tasks without an extra click', async () => {
    serve([makeTask(ID.a, 'Buy milk', { status: 'completed' }), makeTask(ID.b, 'Call the bank')]);
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Call the bank');
    expect(screen.queryByText('Buy milk')).toBeNull();
    await user.click(
      within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Completed' }),
    );
    expect(await screen.findByText('Buy milk')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Completed1/, expanded: true })).toBeTruthy();
  });
});

describe('dates', () => {
  it.each([
    ['ru', '15 июня 2026 г.', 'Открыть задачу «Trip»', 'Детали задачи', 'Дата'],
    ['en', 'June 15, 2026', 'Open task “Trip”', 'Task details', 'Date'],
  ] as const)(
    'are formatted the same way in the list and the detail, by locale (%s)',
    async (language, shown, open, panelName, dateLabel) => {
      serve([makeTask(ID.a, 'Trip', { startDate: '2026-06-15' })]);
      const { user } = renderApp('/app', { language });
      const row = await screen.findByRole('button', { name: open });
      expect(within(row).getByText(shown).tagName).toBe('TIME');
      expect(within(row).getByText(shown).getAttribute('dateTime')).toBe('2026-06-15');
      await user.click(row);
      const panel = await screen.findByRole('complementary', { name: panelName });
      expect(await within(panel).findByRole('button', { name: `${dateLabel}: ${shown}` })).toBeTruthy();
    },
  );
});

describe('toasts', () => {
  it('shows the spec §8 success toasts, one at a time: created, title, description, date, comment, time, deleted', async () => {
    const notes = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'notes' }] }],
    });
    serve([makeTask(ID.a, 'Write the report', { startDate: '2026-06-15', description: notes })]);
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');

    await user.type(screen.getByRole('textbox', { name: 'Новая задача' }), 'Call the bank{Enter}');
    await expectOnlyToast('Задача создана');

    await user.click(screen.getByRole('button', { name: 'Открыть задачу «Write the report»' }));
    const panel = await screen.findByRole('complementary', { name: 'Детали задачи' });
    const title = await within(panel).findByRole('textbox', { name: 'Название задачи' });
    await user.clear(title);
    await user.type(title, 'Write the summary{Enter}');
    await expectOnlyToast('Название задачи обновлено');

    const description = within(panel).getByRole('textbox', { name: 'Описание' });
    description.focus();
    fireEvent.keyDown(description, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(description, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(description.querySelector('strong')).not.toBeNull());
    fireEvent.blur(description);
    await expectOnlyToast('Описание задачи обновлено');

    await user.click(within(panel).getByRole('button', { name: 'Убрать дату' }));
    await expectOnlyToast('Дата задачи обновлена');

    await user.type(within(panel).getByRole('textbox', { name: 'Новый комментарий' }), 'Done soon');
    await user.click(within(panel).getByRole('button', { name: 'Отправить' }));
    await expectOnlyToast('Комментарий добавлен');

    await user.type(within(panel).getByRole('spinbutton', { name: 'Минуты' }), '30');
    await user.click(within(panel).getByRole('button', { name: 'Добавить время' }));
    await expectOnlyToast('Время задачи обновлено');

    await user.click(within(panel).getByRole('button', { name: 'Удалить задачу' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await expectOnlyToast('Задача удалена');
    expect(tasks.map((task) => task.title)).toEqual(['Call the bank']);
  });

  it('a failure right after a success replaces it: errors and successes never pile up', async () => {
    serve([makeTask(ID.a, 'Write the report')]);
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Завершить «Write the report»' }));
    await expectOnlyToast('🎉 Поздравляем! Задача выполнена');
    server.on('POST /api/tasks', { status: 400, body: { code: 'VALIDATION_ERROR', message: 'x' } });
    await user.type(screen.getByRole('textbox', { name: 'Новая задача' }), 'Call the bank{Enter}');
    await expectOnlyToast('ОшибкаНе удалось создать задачу');
  });
});
