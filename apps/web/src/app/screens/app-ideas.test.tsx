import { PENDING_OPERATIONS_STORAGE_KEY, type PendingOperation, type Task } from '@fokus/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';

/** Row ids are UUIDs, as the client makes them (the sync codec refuses anything else). */
const ID = {
  idea: '0190a4f2-0000-7000-8000-0000000000a1',
  task: '0190a4f2-0000-7000-8000-0000000000a2',
} as const;

/** A tiny in-memory task API behind `fetch`: list, create and edit, as the server answers them. */
function fakeApi(initial: Task[]) {
  const tasks = [...initial];
  const server: MockServer = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  server.on('GET /api/tags', { body: [] });
  server.on('GET /api/task-tags', { body: [] });
  server.on('POST /api/tasks', async (request) => {
    const body = (await request.json()) as { id: string; title: string; type: Task['type'] };
    const task = makeTask(body.id, body.title, { type: body.type });
    tasks.unshift(task);
    return { status: 201, body: task };
  });
  /** Lets a task be edited, as PATCH /api/tasks/:id does. */
  const editable = (id: string) =>
    server.on(`PATCH /api/tasks/${id}`, async (request) => {
      const patch = (await request.json()) as Partial<Task>;
      const index = tasks.findIndex((stored) => stored.id === id);
      const edited = { ...tasks[index]!, ...patch };
      tasks[index] = edited;
      return { body: edited };
    });
  for (const task of initial) editable(task.id);
  return { server, tasks, editable };
}

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

/** Presses the shortcut the way the person does: Alt and the key that types I (or «ш»). */
const ALT_I = '{Alt>}i{/Alt}';

const captureBox = () => screen.findByRole('dialog', { name: 'Новая идея · Alt+I' });

// The screen loads on demand; loading it once up front keeps the first findBy* from racing the import.
beforeAll(async () => {
  await Promise.all([import('./app-screen'), import('../shell/idea-capture-box')]);
}, 60_000);

describe('idea capture', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi([makeTask(ID.task, 'Pay rent')]);
  });

  it('opens with Alt+I on /app; Enter saves an idea (type idea) and closes the box', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Pay rent');
    await user.keyboard(ALT_I);
    const box = await captureBox();
    const field = within(box).getByRole('textbox', { name: 'Текст идеи' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Balcony garden{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.tasks[0]).toMatchObject({ title: 'Balcony garden', type: 'idea' }));
    expect(await screen.findByText('Идея сохранена')).toBeTruthy();
    // Listed apart: not among the tasks to do.
    expect(screen.queryByText('Balcony garden')).toBeNull();
    await user.click(screen.getByRole('button', { name: '💡 Идеи', pressed: false }));
    expect(await screen.findByText('Balcony garden')).toBeTruthy();
    expect(screen.queryByText('Pay rent')).toBeNull();
  });

  it('matches the physical key, so a Russian layout (which types «ш») opens it too', async () => {
    renderApp('/app');
    await screen.findByText('Pay rent');
    fireEvent.keyDown(document.body, { key: 'ш', code: 'KeyI', altKey: true });
    expect(await captureBox()).toBeTruthy();
  });

  it('is ignored while typing in a field, and Escape closes the box without saving', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Pay rent');
    await user.click(screen.getByRole('textbox', { name: 'Новая задача' }));
    await user.keyboard(ALT_I);
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Поиск задач' }), { code: 'KeyI', altKey: true });
    // Give a wrongly opened box the time to load and show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('heading', { name: 'Задачи' }));
    await user.keyboard(ALT_I);
    const box = await captureBox();
    await user.type(within(box).getByRole('textbox'), 'Half a thought');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('opens from the light bulb button on another signed-in page, which names the shortcut', async () => {
    const { user } = renderApp('/tags');
    const button = await screen.findByRole('button', { name: 'Записать идею' });
    expect(button.getAttribute('title')).toBe('Записать идею (Alt+I)');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+I');
    await user.click(button);
    const box = await captureBox();
    await user.type(within(box).getByRole('textbox'), 'Podcast about focus');
    await user.click(within(box).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.tasks[0]).toMatchObject({ title: 'Podcast about focus', type: 'idea' }));
  });

  it('refuses a blank idea with the spec text and stays open', async () => {
    const { user } = renderApp('/tags');
    await user.click(await screen.findByRole('button', { name: 'Записать идею' }));
    const box = await captureBox();
    await user.type(within(box).getByRole('textbox'), '   {Enter}');
    expect(await within(box).findByText('Название задачи не может быть пустым')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(api.tasks).toHaveLength(1);
  });
});

describe('ideas on /app', () => {
  it('lists ideas apart with their badge, says how to capture one when there are none', async () => {
    fakeApi([makeTask(ID.task, 'Pay rent')]);
    const { user } = renderApp('/app');
    await screen.findByText('Pay rent');
    await user.click(screen.getByRole('button', { name: '💡 Идеи', pressed: false }));
    expect(
      await screen.findByText(
        'Идей пока нет. Нажмите Alt+I на любой странице или кнопку с лампочкой, чтобы записать идею.',
      ),
    ).toBeTruthy();
  });

  it('turns an idea into a task in one action: the same row, type task, title kept', async () => {
    const api = fakeApi([
      makeTask(ID.idea, 'Balcony garden', { type: 'idea', description: 'Tomatoes' }),
      makeTask(ID.task, 'Pay rent'),
    ]);
    const { user } = renderApp('/app');
    await screen.findByText('Pay rent');
    expect(screen.queryByText('Balcony garden')).toBeNull();
    await user.click(screen.getByRole('button', { name: '💡 Идеи', pressed: false }));
    const row = (await screen.findByText('Balcony garden')).closest('[role="listitem"]') as HTMLElement;
    expect(within(row).getByText('💡 Идея')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Завершить/ })).toBeNull();
    expect(screen.getByText('1 идея')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Сделать задачей идею «Balcony garden»' }));
    await waitFor(() => expect(screen.queryByText('Balcony garden')).toBeNull());
    await waitFor(() => expect(api.tasks.find((task) => task.id === ID.idea)?.type).toBe('task'));
    expect(await screen.findByText('Идея стала задачей')).toBeTruthy();
    const patch = api.server.requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ type: 'task' });
    expect(api.tasks.find((task) => task.id === ID.idea)).toMatchObject({
      title: 'Balcony garden',
      description: 'Tomatoes',
    });
    await user.click(screen.getByRole('button', { name: 'Активные', pressed: false }));
    expect(await screen.findByText('Balcony garden')).toBeTruthy();
  });

  it('offers the same action in the detail of an idea', async () => {
    const api = fakeApi([makeTask(ID.idea, 'Learn the cello', { type: 'idea' })]);
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: '💡 Идеи', pressed: false }));
    await user.click(await screen.findByRole('button', { name: 'Открыть задачу «Learn the cello»' }));
    const panel = await screen.findByRole('complementary', { name: 'Детали задачи' });
    await user.click(await within(panel).findByRole('button', { name: 'В задачу' }));
    await waitFor(() => expect(api.tasks[0]?.type).toBe('task'));
    expect(await within(panel).findByRole('button', { name: 'MVD' })).toBeTruthy();
  });

  it('captures an idea and makes it a task offline, shown at once, and sends both once back online', async () => {
    const api = fakeApi([makeTask(ID.task, 'Pay rent')]);
    goOnline(false);
    const { user } = renderApp('/app');
    await screen.findByText('Pay rent');
    await user.keyboard(ALT_I);
    await user.type(within(await captureBox()).getByRole('textbox'), 'Offline idea{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '💡 Идеи', pressed: false }));
    await user.click(await screen.findByRole('button', { name: 'Сделать задачей идею «Offline idea»' }));
    await user.click(screen.getByRole('button', { name: 'Активные', pressed: false }));
    expect(await screen.findByText('Offline idea')).toBeTruthy();
    const queued = JSON.parse(
      localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY) ?? '[]',
    ) as PendingOperation[];
    expect(queued.map((operation) => [operation.type, operation.table])).toEqual([
      ['create', 'tasks'],
      ['update', 'tasks'],
    ]);
    expect(api.tasks).toHaveLength(1);

    api.editable(String(queued[0]!.data.id));
    goOnline(true);
    await waitFor(() => expect(api.tasks[0]).toMatchObject({ title: 'Offline idea', type: 'task' }));
    await waitFor(() => expect(localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull());
    expect(screen.getByText('Offline idea')).toBeTruthy();
  });
});
