import {
  MVD_TOAST_DURATION_MS,
  type PendingOperation,
  type SyncRequest,
  type TaskNotificationResponse,
} from '@fokus/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession, type MockResponse, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';

const NOW = '2026-01-01T10:00:00.000Z';

/** Row ids are UUIDs, as the client makes them (the sync codec refuses anything else). */
const ID = {
  a: '0190a4f2-0000-7000-8000-00000000000a',
  b: '0190a4f2-0000-7000-8000-00000000000b',
  gone: '0190a4f2-0000-7000-8000-0000000000dd',
  n1: '0190a4f2-0000-7000-8000-0000000000f1',
  n2: '0190a4f2-0000-7000-8000-0000000000f2',
  n3: '0190a4f2-0000-7000-8000-0000000000f3',
  x: '0190a4f2-0000-7000-8000-0000000000e1',
  y: '0190a4f2-0000-7000-8000-0000000000e2',
  z: '0190a4f2-0000-7000-8000-0000000000e3',
} as const;

function makeNotification(
  id: string,
  taskId: string,
  createdAt: string,
  fields: Partial<TaskNotificationResponse> = {},
): TaskNotificationResponse {
  return {
    id,
    taskId,
    type: 'status',
    data: null,
    createdAt,
    author: null,
    isRead: false,
    readAt: null,
    ...fields,
  };
}

/** What the server holds: newest first, as `GET /api/notifications` answers (docs/api.md). */
function sampleNotifications(): TaskNotificationResponse[] {
  return [
    makeNotification(ID.n1, ID.a, '2026-01-03T09:00:00.000Z', {
      data: { old: 'waiting', new: 'inProgress' },
    }),
    makeNotification(ID.n2, ID.b, '2026-01-02T09:00:00.000Z', { type: 'comment', isRead: true }),
    // Its task is gone: named plainly instead.
    makeNotification(ID.n3, ID.gone, '2026-01-01T09:00:00.000Z', {
      data: { old: 'inProgress', new: 'completed' },
    }),
  ];
}

/** A request answer the test releases when it wants to (to see the states in between). */
function deferred() {
  let release: (answer: MockResponse) => void = () => {};
  const answer = new Promise<MockResponse>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

let server: MockServer;
let notifications: TaskNotificationResponse[];

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

beforeEach(() => {
  notifications = sampleNotifications();
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', {
    body: { tasks: [makeTask(ID.a, 'Write the report'), makeTask(ID.b, 'Call the bank')], version: 1 },
  });
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', () => ({ body: notifications }));
});

/** The operations of every sync request the app made so far. */
async function sentOperations(): Promise<PendingOperation[]> {
  const bodies = await Promise.all(
    server.requests
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/sync')
      .map(async (request) => (await request.clone().json()) as SyncRequest),
  );
  return bodies.flatMap((body) => body.operations as PendingOperation[]);
}

/** The open notifications sheet once its list (loaded on first opening) is shown. */
async function openedSheet(): Promise<HTMLElement> {
  const sheet = await screen.findByRole('dialog', { name: 'Уведомления' });
  await waitFor(() => expect(within(sheet).queryByRole('status')).toBeNull());
  return sheet;
}

/** The texts of the sheet's items, in order. */
function itemTexts(sheet: HTMLElement): string[] {
  return within(sheet)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('/app notifications', () => {
  it("lists the user's notifications newest first, named by their task's title, with the unread count", async () => {
    const { user } = renderApp('/app', { language: 'ru' });
    await screen.findByText('Write the report');
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
    expect(within(bell).getByText('2')).toBeTruthy();

    await user.click(bell);
    const sheet = await openedSheet();
    expect(itemTexts(sheet)).toEqual([
      'Статус «Write the report»: Ожидает → В работе',
      'Новый комментарий в «Call the bank»',
      'Статус «удалённая задача»: В работе → Завершена',
    ]);
    const items = within(sheet).getAllByRole('listitem');
    // Unread ones can be marked read; the read one cannot and is shown as read.
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'true', 'false']);
    expect(within(items[0]!).getByRole('button', { name: 'Отметить прочитанным' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Отметить прочитанным' })).toBeNull();
    expect(within(items[0]!).getByText((_, element) => element?.tagName === 'TIME')).toBeTruthy();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-03T09:00:00.000Z');
  });

  it('speaks English too', async () => {
    const { user } = renderApp('/app', { language: 'en' });
    await screen.findByText('Write the report');
    await user.click(await screen.findByRole('button', { name: 'Notifications, unread: 2' }));
    const sheet = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(itemTexts(sheet)).toEqual([
      'Status of “Write the report”: Waiting → In progress',
      'New comment in “Call the bank”',
      'Status of “a deleted task”: In progress → Completed',
    ]);
  });

  it('shows an empty state, and no count on the button', async () => {
    notifications = [];
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    expect(bell.textContent).toBe('');
    await user.click(bell);
    const sheet = await openedSheet();
    expect(await within(sheet).findByText('Уведомлений пока нет')).toBeTruthy();
    expect(within(sheet).queryByRole('listitem')).toBeNull();
  });

  it('shows a loading state until the list arrives', async () => {
    const slow = deferred();
    server.on('GET /api/notifications', () => slow.answer);
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    await user.click(screen.getByRole('button', { name: 'Уведомления' }));
    const sheet = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(sheet).getByRole('status').textContent).toBe('Загрузка уведомлений...');

    slow.release({ body: sampleNotifications() });
    expect(await within(sheet).findByText('Статус «Write the report»: Ожидает → В работе')).toBeTruthy();
    expect(within(sheet).queryByText('Загрузка уведомлений...')).toBeNull();
  });

  it('shows an error state when the list cannot be loaded', async () => {
    server.on('GET /api/notifications', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'x' },
    });
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    await user.click(screen.getByRole('button', { name: 'Уведомления' }));
    const sheet = await openedSheet();
    expect((await within(sheet).findByRole('alert')).textContent).toBe('Не удалось загрузить уведомления');
    expect(within(sheet).queryByRole('listitem')).toBeNull();
  });

  it('"mark read" shows the item as read at once and sends a task_notifications update', async () => {
    const marking = deferred();
    server.on(`POST /api/notifications/${ID.n1}/read`, () => marking.answer);
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    await user.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const sheet = await openedSheet();
    const first = within(sheet).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Отметить прочитанным' }));

    // Shown as read while the server has not answered yet.
    await waitFor(() => expect(first.getAttribute('data-read')).toBe('true'));
    expect(within(first).queryByRole('button', { name: 'Отметить прочитанным' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Уведомления, непрочитанных: 1', hidden: true })).toBeTruthy();
    await waitFor(async () =>
      expect(await sentOperations()).toEqual([
        expect.objectContaining({
          type: 'update',
          table: 'task_notifications',
          data: { id: ID.n1, isRead: true },
        }),
      ]),
    );

    notifications = notifications.map((item) => (item.id === ID.n1 ? { ...item, isRead: true } : item));
    marking.release({ status: 204, body: null });
    await waitFor(() => expect(localStorage.getItem('pendingOperations')).toBeNull());
    expect(within(sheet).getAllByRole('listitem')[0]!.getAttribute('data-read')).toBe('true');
    expect(within(sheet).getAllByRole('button', { name: 'Отметить прочитанным' })).toHaveLength(1);
  });

  it('opens from its button with the keyboard; Escape closes it and the focus returns to the button', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
    bell.focus();
    await user.keyboard('{Enter}');
    const sheet = await openedSheet();
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
  });
});

/** The toasts a person can see: sonner keeps older ones in the DOM, transparent, beyond its visible limit. */
function toastsOnScreen(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
    .filter((toast) => toast.dataset.visible !== 'false' && toast.dataset.removed !== 'true')
    .map((toast) => toast.textContent ?? '');
}

describe('/app toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`the MVD toast lasts ${MVD_TOAST_DURATION_MS} ms`, async () => {
    expect(MVD_TOAST_DURATION_MS).toBe(3000);
    server.on(`PUT /api/mvd/${ID.a}`, { body: null });
    renderApp('/app');
    const star = await screen.findByRole('button', { name: 'Добавить «Write the report» в MVD' });

    // From here the test drives the clock (timers and Date) by hand.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(star);
    for (let step = 0; step < 500 && toastsOnScreen().length === 0; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5));
    }
    expect(toastsOnScreen()).toEqual(['Задача добавлена в MVD']);
    const shownAt = Date.now();

    await act(() => vi.advanceTimersByTimeAsync(shownAt + MVD_TOAST_DURATION_MS - 100 - Date.now()));
    expect(toastsOnScreen()).toEqual(['Задача добавлена в MVD']);
    await act(() => vi.advanceTimersByTimeAsync(shownAt + MVD_TOAST_DURATION_MS + 50 - Date.now()));
    expect(toastsOnScreen()).toEqual([]);
    // Gone from the page too once its exit has played.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Задача добавлена в MVD')).toBeNull();
  });

  it('shows one toast at a time: two failures in a row leave one toast, the latest', async () => {
    server.on('GET /api/mvd', { body: mvdAnswer([ID.x, ID.y, ID.z]) });
    server.on(`POST /api/tasks/${ID.a}/status`, {
      status: 409,
      body: { code: 'INVALID_STATUS_TRANSITION', message: 'no' },
    });
    const { user } = renderApp('/app');
    await screen.findByText('MVD: 3 из 3');

    // A failure the server reports…
    await user.click(await screen.findByRole('button', { name: 'Завершить «Write the report»' }));
    await waitFor(() => expect(toastsOnScreen()).toEqual(['ОшибкаНе удалось обновить статус задачи']));
    // …then one refused on the device at once.
    await user.click(await screen.findByRole('button', { name: 'Добавить «Call the bank» в MVD' }));
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual([
        'ОшибкаМинимально жизнеспособный день может содержать не более 3 задач',
      ]),
    );
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });

  it('a failure right after a success is the only toast on screen', async () => {
    server.on(`POST /api/tasks/${ID.a}/status`, () => ({
      body: {
        task: { ...makeTask(ID.a, 'Write the report'), status: 'completed', timeCompleted: NOW },
        notification: null,
        removedFromMvd: false,
      },
    }));
    const { user } = renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Завершить «Write the report»' }));
    await waitFor(() => expect(toastsOnScreen()).toEqual(['🎉 Поздравляем! Задача выполнена']));
    // A blank title is refused under the field now, not by a toast; a refused create is a toast.
    server.on('POST /api/tasks', { status: 400, body: { code: 'VALIDATION_ERROR', message: 'x' } });
    const input = screen.getByRole('textbox', { name: 'Новая задача' });
    await user.type(input, 'Call mum{Enter}');
    await waitFor(() => expect(toastsOnScreen()).toEqual(['ОшибкаНе удалось создать задачу']));
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
  });
});
