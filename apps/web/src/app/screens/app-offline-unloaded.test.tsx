import { PENDING_OPERATIONS_STORAGE_KEY, type Task } from '@fokus/core';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

// The connection dropped before the page had fetched the queue's code, and no service worker serves it
// yet (a first visit): importing it fails the way a browser's failed chunk fetch does.
vi.mock('@/data/operations/offline-layer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/offline-layer.js');
});

/** Sets what `navigator.onLine` says and fires the matching window event, as a browser does. */
function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

let tasks: Task[];

beforeEach(() => {
  tasks = [];
  const server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', () => ({ body: { tasks, version: 1 } }));
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
});

describe('/app when the queue could not be loaded', () => {
  it('says the change was not saved, keeps the typed title, and stores nothing', async () => {
    goOnline(false);
    const { user } = renderApp('/app');
    expect(await screen.findByText('Задач пока нет. Добавьте первую задачу выше!')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Новая задача' });
    await user.type(field, 'Позвонить маме{Enter}');
    expect(
      await screen.findByText(
        'Изменение не сохранено: приложение не успело загрузиться до того, как пропала связь. Обновите страницу, когда связь появится.',
      ),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Позвонить маме');
    expect(localStorage.getItem(PENDING_OPERATIONS_STORAGE_KEY)).toBeNull();
    goOnline(true);
  });
});
