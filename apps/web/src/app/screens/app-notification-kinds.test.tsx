// The notification centre with issue 18's events (a reminder that fired, a finished Pomodoro): their own
// icon and text, counted unread, marked read, and a click opens the task; a `/app?task=<id>` link (a
// calendar event's) opens it too.
import type { PendingOperation, SyncRequest, TaskNotificationResponse } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';
import { makeTask } from '@/testing/tasks';

const ID = {
  a: '0190a4f2-0000-7000-8000-00000000000a',
  b: '0190a4f2-0000-7000-8000-00000000000b',
  reminder: '0190a4f2-0000-7000-8000-0000000000f1',
  pomodoro: '0190a4f2-0000-7000-8000-0000000000f2',
  comment: '0190a4f2-0000-7000-8000-0000000000f3',
} as const;

function notification(
  id: string,
  taskId: string,
  type: TaskNotificationResponse['type'],
  createdAt: string,
  isRead = false,
): TaskNotificationResponse {
  return { id, taskId, type, data: null, createdAt, author: null, isRead, readAt: null };
}

let server: MockServer;

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

beforeEach(() => {
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', {
    body: { tasks: [makeTask(ID.a, 'Dentist'), makeTask(ID.b, 'Write the report')], version: 1 },
  });
  server.on('GET /api/mvd', { body: { taskIds: [] } });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', {
    body: [
      notification(ID.reminder, ID.a, 'reminder', '2026-01-03T09:00:00.000Z'),
      notification(ID.pomodoro, ID.b, 'pomodoro', '2026-01-02T09:00:00.000Z'),
      notification(ID.comment, ID.b, 'comment', '2026-01-01T09:00:00.000Z', true),
    ],
  });
});

async function sentOperations(): Promise<PendingOperation[]> {
  const bodies = await Promise.all(
    server.requests
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/sync')
      .map(async (request) => (await request.clone().json()) as SyncRequest),
  );
  return bodies.flatMap((body) => body.operations as PendingOperation[]);
}

async function openSheet(user: ReturnType<typeof renderApp>['user'], bellName: string, title: string) {
  await screen.findAllByText('Dentist');
  await user.click(await screen.findByRole('button', { name: bellName }));
  const sheet = await screen.findByRole('dialog', { name: title });
  // The list loads with the sheet's first opening.
  await waitFor(() => expect(within(sheet).queryByRole('status')).toBeNull());
  return sheet;
}

describe('/app notification centre with reminders and Pomodoros', () => {
  it('shows each with its own icon and text, and counts them unread', async () => {
    const { user } = renderApp('/app', { language: 'ru' });
    const sheet = await openSheet(user, 'Уведомления, непрочитанных: 2', 'Уведомления');
    const items = within(sheet).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Напоминание: скоро «Dentist»',
      'Помидор по задаче «Write the report» завершён',
      'Новый комментарий в «Write the report»',
    ]);
    expect(items.map((item) => item.querySelector('svg[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'reminder',
      'pomodoro',
      'comment',
    ]);
    // Icons are decoration: the text says what happened.
    for (const item of items) expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const classes = items.map((item) => item.querySelector('svg')?.getAttribute('class') ?? '');
    expect(new Set(classes).size).toBe(3);
  });

  it('speaks English too', async () => {
    const { user } = renderApp('/app', { language: 'en' });
    const sheet = await openSheet(user, 'Notifications, unread: 2', 'Notifications');
    expect(within(sheet).getByText('Reminder: “Dentist” starts soon')).toBeTruthy();
    expect(within(sheet).getByText('A Pomodoro on “Write the report” is done')).toBeTruthy();
  });

  it('marks a Pomodoro notification read: the count drops and the change is queued', async () => {
    const { user } = renderApp('/app', { language: 'ru' });
    const sheet = await openSheet(user, 'Уведомления, непрочитанных: 2', 'Уведомления');
    const pomodoro = within(sheet).getAllByRole('listitem')[1]!;
    await user.click(within(pomodoro).getByRole('button', { name: 'Отметить прочитанным' }));
    await waitFor(() => expect(pomodoro.getAttribute('data-read')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Уведомления, непрочитанных: 1', hidden: true })).toBeTruthy();
    await waitFor(async () =>
      expect(await sentOperations()).toEqual([
        expect.objectContaining({ table: 'task_notifications', data: { id: ID.pomodoro, isRead: true } }),
      ]),
    );
  });

  it('opens the task of a reminder from the keyboard, marks it read and closes the sheet', async () => {
    const { user } = renderApp('/app', { language: 'en' });
    const sheet = await openSheet(user, 'Notifications, unread: 2', 'Notifications');
    const open = within(sheet).getByRole('button', { name: 'Reminder: “Dentist” starts soon' });
    open.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    const detail = await screen.findByRole('complementary', { name: 'Task details' });
    expect(await within(detail).findByDisplayValue('Dentist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();
    await waitFor(async () =>
      expect(await sentOperations()).toEqual([
        expect.objectContaining({ table: 'task_notifications', data: { id: ID.reminder, isRead: true } }),
      ]),
    );
  });

  it('opens the task a /app?task= link names, then leaves the address clean', async () => {
    renderApp(`/app?task=${ID.b}`, { language: 'en' });
    const detail = await screen.findByRole('complementary', { name: 'Task details' });
    expect(await within(detail).findByDisplayValue('Write the report')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/app'));
  });
});
