import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';

// The network boundary fails; everything above it (better-auth's client, our provider) is real.
describe('a failed session check', () => {
  it('shows the authorization toast and treats a 5xx as signed out', async () => {
    mockServer({
      'GET /api/auth/get-session': { status: 500, body: { code: 'INTERNAL', message: 'Internal' } },
    });
    renderApp('/app');
    expect(await screen.findByText('Ошибка авторизации')).toBeTruthy();
    expect(screen.getByText('Не удалось проверить статус авторизации')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Вход в Fokus' })).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });

  it('does the same when the network is down, in English', async () => {
    mockServer({ 'GET /api/auth/get-session': { networkError: true } });
    renderApp('/priorities', { language: 'en' });
    expect(await screen.findByText('Authorization error')).toBeTruthy();
    expect(screen.getByText('Could not check the authorization status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in to Fokus' })).toBeTruthy();
  });

  it('offline, keeps the user last signed in on this device signed in, without the toast', async () => {
    localStorage.setItem(
      'fokus-session-user',
      JSON.stringify({ id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false }),
    );
    const server = mockServer({ 'GET /api/auth/get-session': { networkError: true } });
    server.on('GET /api/tasks', { networkError: true });
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    onTestFinished(() => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    });
    renderApp('/task-manager-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тест менеджера задач' })).toBeTruthy();
    expect(currentPath()).toBe('/task-manager-test');
    expect(screen.queryByText('Ошибка авторизации')).toBeNull();
  });

  it("forgets the device's last user when the server says there is no session", async () => {
    localStorage.setItem('fokus-session-user', JSON.stringify({ id: 'u1', email: 'ada@example.com' }));
    mockServer();
    renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Вход в Fokus' })).toBeTruthy();
    expect(localStorage.getItem('fokus-session-user')).toBeNull();
  });
});
