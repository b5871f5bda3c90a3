import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
