import type { Task, TaskStatus } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockResponse, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask as makeTestTask } from '@/testing/tasks';

/** A promise whose answer the test releases, to see the screen while a request is in flight. */
function deferred() {
  let release: (answer: MockResponse) => void = () => {};
  const promise = new Promise<MockResponse>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Row ids are UUIDs, as the client makes them (the sync codec refuses anything else). */
const ID = {
  t1: '0190a4f2-0000-7000-8000-000000000001',
  a: '0190a4f2-0000-7000-8000-00000000000a',
  b: '0190a4f2-0000-7000-8000-00000000000b',
  c: '0190a4f2-0000-7000-8000-00000000000c',
  d: '0190a4f2-0000-7000-8000-00000000000d',
  i: '0190a4f2-0000-7000-8000-0000000000f1',
  x: '0190a4f2-0000-7000-8000-0000000000f2',
} as const;

const makeTask = (fields: Partial<Task> & Pick<Task, 'id' | 'title'>) =>
  makeTestTask(fields.id, fields.title, fields);

let server: MockServer;
/** The fake server's tasks, newest first, as GET /api/tasks answers them. */
let tasks: Task[];

/** Routes of one task (status change, delete) on the fake server. */
function serveTask(id: string) {
  server.on(`POST /api/tasks/${id}/status`, async (request) => {
    const { status } = (await request.json()) as { status: TaskStatus };
    const task = tasks.find((each) => each.id === id);
    if (!task) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    const notification = { type: 'status', data: { old: task.status, new: status } };
    task.status = status;
    return { body: { task, notification, removedFromMvd: false } };
  });
  server.on(`DELETE /api/tasks/${id}`, () => {
    tasks = tasks.filter((each) => each.id !== id);
    return { body: null };
  });
}

function seed(...seeded: Task[]) {
  tasks = seeded;
  seeded.forEach((task) => serveTask(task.id));
}

beforeEach(() => {
  tasks = [];
  server = mockServer({
    'GET /api/auth/get-session': signedInSession(),
    'GET /api/tasks': () => ({ body: { tasks, version: 1 } }),
    'POST /api/tasks': async (request) => {
      const input = (await request.json()) as Pick<Task, 'id' | 'title' | 'type'>;
      const task = makeTask({ id: input.id, title: input.title, type: input.type });
      tasks = [task, ...tasks];
      serveTask(task.id);
      return { status: 201, body: task };
    },
  });
});

/** The value shown under a count's label. */
function count(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function row(title: string): HTMLElement {
  const item = screen.getByText(title).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return item;
}

/** A row's button once it can be pressed (a row's buttons wait while its change is saved). */
async function readyButton(title: string, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = within(row(title)).getByRole('button', { name });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    return button;
  });
}

async function openScreen(language: 'ru' | 'en' = 'ru') {
  const rendered = renderApp('/task-manager-test', { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('/task-manager-test', () => {
  it("shows 'Загрузка задач...' and then 'Задач пока нет...' with zero counts", async () => {
    const list = deferred();
    server.on('GET /api/tasks', () => list.promise);
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Тест менеджера задач' })).toBeTruthy();
    expect(await screen.findByText('Загрузка задач...')).toBeTruthy();
    list.release({ body: { tasks: [], version: 0 } });
    expect(await screen.findByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
    expect(count('Всего задач')).toBe('0');
    expect(count('Ожидающих')).toBe('0');
    expect(count('В работе')).toBe('0');
    expect(count('Завершено')).toBe('0');
  });

  it('adds a task with Enter: the input clears, the task appears as waiting and the counts follow', async () => {
    const { user } = await openScreen();
    await screen.findByText('Задач пока нет. Добавьте первую задачу выше!');
    const input = screen.getByPlaceholderText('Название задачи...');
    expect((screen.getByRole('button', { name: 'Задача' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Идея' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '   ');
    expect((screen.getByRole('button', { name: 'Задача' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '  Купить хлеб {Enter}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(within(row('Купить хлеб')).getByText('Ожидает')).toBeTruthy();
    await waitFor(() => expect(tasks).toHaveLength(1));
    expect(tasks[0]).toMatchObject({ title: 'Купить хлеб', type: 'task' });
    expect(count('Всего задач')).toBe('1');
    expect(count('Ожидающих')).toBe('1');
    expect(document.activeElement).toBe(input);
  });

  it("adds an idea with 'Идея', marked '💡 Идея'; both buttons wait while adding ('Добавление...')", async () => {
    const created = deferred();
    const { user } = await openScreen();
    await screen.findByText('Задач пока нет. Добавьте первую задачу выше!');
    let body: unknown;
    server.on('POST /api/tasks', async (request) => {
      body = await request.json();
      return created.promise;
    });
    const input = screen.getByPlaceholderText('Название задачи...');
    await user.type(input, 'Сад на балконе');
    await user.click(screen.getByRole('button', { name: 'Идея' }));
    expect(await screen.findByText('Добавление...')).toBeTruthy();
    await user.type(input, 'Следующая');
    expect((screen.getByRole('button', { name: 'Задача' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Идея' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row('Сад на балконе')).getByText('💡 Идея')).toBeTruthy();

    const sent = body as { id: string; title: string; type: string };
    created.release({ status: 201, body: makeTask({ id: sent.id, title: sent.title, type: 'idea' }) });
    await waitFor(() => expect(screen.queryByText('Добавление...')).toBeNull());
    expect(sent).toMatchObject({ title: 'Сад на балконе', type: 'idea' });
    expect((screen.getByRole('button', { name: 'Задача' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the title back when the server refuses the task, and shows the error', async () => {
    server.on('POST /api/tasks', {
      status: 409,
      body: { code: 'CONFLICT', message: 'This task id is already in use' },
    });
    const { user } = await openScreen();
    await screen.findByText('Задач пока нет. Добавьте первую задачу выше!');
    const input = screen.getByPlaceholderText('Название задачи...') as HTMLInputElement;
    await user.type(input, 'Не потерять{Enter}');
    await waitFor(() => expect(input.value).toBe('Не потерять'));
    expect(await screen.findByText('Не удалось создать задачу')).toBeTruthy();
    expect(screen.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
  });

  it('refuses a title over the limit in the field with the reason; the buttons stay disabled', async () => {
    const { user } = await openScreen();
    await screen.findByText('Задач пока нет. Добавьте первую задачу выше!');
    const input = screen.getByPlaceholderText('Название задачи...') as HTMLInputElement;
    await user.click(input);
    await user.paste('т'.repeat(501));
    expect(screen.getByRole('alert').textContent).toBe(
      'Слишком длинный текст: не больше 500 символов. Сократите его, чтобы сохранить.',
    );
    expect((screen.getByRole('button', { name: 'Задача' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Идея' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(input.value).toHaveLength(501);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("moves a task: 'Начать' → 'Завершить' / 'Остановить' → 'Возобновить', with 'Обновление...' meanwhile", async () => {
    seed(makeTask({ id: ID.t1, title: 'Отчёт' }));
    const { user } = await openScreen();
    await screen.findByText('Отчёт');
    expect(
      within(row('Отчёт'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Начать', '']);

    const started = deferred();
    server.on(`POST /api/tasks/${ID.t1}/status`, () => started.promise);
    await user.click(within(row('Отчёт')).getByRole('button', { name: 'Начать' }));
    expect(await screen.findByText('Обновление...')).toBeTruthy();
    expect(within(row('Отчёт')).getByText('В работе')).toBeTruthy();
    expect(count('В работе')).toBe('1');
    const finish = within(row('Отчёт')).getByRole('button', { name: 'Завершить' });
    expect(finish.getAttribute('aria-disabled')).toBe('true');
    // Focus follows to the new first action at once instead of falling back to the page.
    expect(document.activeElement).toBe(finish);
    // The held request now completes on the server (the list is refetched after it).
    tasks[0] = makeTask({ id: ID.t1, title: 'Отчёт', status: 'inProgress' });
    started.release({
      body: {
        task: tasks[0],
        notification: { type: 'status', data: { old: 'waiting', new: 'inProgress' } },
        removedFromMvd: false,
      },
    });
    await waitFor(() => expect(screen.queryByText('Обновление...')).toBeNull());

    serveTask(ID.t1);
    await user.click(await readyButton('Отчёт', 'Остановить'));
    await user.click(await readyButton('Отчёт', 'Начать'));
    await waitFor(() => expect(tasks[0]?.status).toBe('inProgress'));
    await user.click(await readyButton('Отчёт', 'Завершить'));
    const title = await screen.findByText('Отчёт');
    await waitFor(() => expect(title.className).toContain('line-through'));
    expect(within(row('Отчёт')).getByText('Завершена')).toBeTruthy();
    expect(count('Завершено')).toBe('1');
    expect(await screen.findByText('🎉 Поздравляем! Задача выполнена')).toBeTruthy();

    await user.click(await readyButton('Отчёт', 'Возобновить'));
    expect(await readyButton('Отчёт', 'Начать')).toBeTruthy();
    await waitFor(() => expect(tasks[0]?.status).toBe('waiting'));
    expect(screen.getByText('Отчёт').className).not.toContain('line-through');
  });

  it('deletes after a confirmation, for every status', async () => {
    seed(
      makeTask({ id: ID.a, title: 'Ждёт' }),
      makeTask({ id: ID.b, title: 'Идёт', status: 'inProgress' }),
      makeTask({ id: ID.c, title: 'Готово', status: 'completed' }),
      makeTask({ id: ID.d, title: 'Пауза', status: 'paused' }),
    );
    const { user } = await openScreen();
    await screen.findByText('Ждёт');
    for (const title of ['Ждёт', 'Идёт', 'Готово', 'Пауза']) {
      expect(within(row(title)).getByRole('button', { name: 'Удалить' })).toBeTruthy();
    }
    // Paused has no test-screen transition: delete only.
    expect(within(row('Пауза')).getAllByRole('button')).toHaveLength(1);

    await user.click(within(row('Идёт')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить задачу?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Идёт')).toBeTruthy();

    const removal = deferred();
    server.on(`DELETE /api/tasks/${ID.b}`, () => removal.promise);
    await user.click(within(row('Идёт')).getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удаление...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Идёт')).toBeNull());
    expect(count('Всего задач')).toBe('3');
    expect(count('В работе')).toBe('0');
    removal.release({ body: null });
    await waitFor(() => expect(screen.queryByText('Удаление...')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Задачи' }));
  });

  it('shows a retry when the list cannot be loaded', async () => {
    server.on('GET /api/tasks', { status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    const { user } = await openScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Не удалось загрузить задачи')).toBeTruthy();
    server.on('GET /api/tasks', {
      body: { tasks: [makeTask({ id: ID.x, title: 'Вернулась' })], version: 1 },
    });
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Вернулась')).toBeTruthy();
  });

  it('is complete in English', async () => {
    seed(makeTask({ id: ID.i, title: 'Garden', type: 'idea', status: 'inProgress' }));
    await openScreen('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Task manager test' })).toBeTruthy();
    await screen.findByText('Garden');
    expect(screen.getByPlaceholderText('Task title...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Task' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Idea' })).toBeTruthy();
    expect(count('All tasks')).toBe('1');
    expect(count('In progress')).toBe('1');
    expect(within(row('Garden')).getByText('💡 Idea')).toBeTruthy();
    expect(within(row('Garden')).getByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(within(row('Garden')).getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(within(row('Garden')).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
