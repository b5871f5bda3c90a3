import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer, signedInSession, SIGNED_OUT } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';

describe('signing in', () => {
  it('returns to the protected page the user was sent from', async () => {
    let signedIn = false;
    const server = mockServer({
      'GET /api/auth/get-session': () => (signedIn ? signedInSession() : SIGNED_OUT),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return signedInSession();
      },
    });
    const { user } = renderApp('/habits');
    await screen.findByRole('heading', { name: 'Вход в Fokus' });
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Эл. почта'), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Пароль'), 'a good password');
    await user.click(within(panel).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Привычки' })).toBeTruthy();
    expect(currentPath()).toBe('/habits');
    const body = await server.requests
      .find((r) => r.url.endsWith('/sign-in/email'))
      ?.clone()
      .json();
    expect(body).toEqual({ email: 'ada@example.com', password: 'a good password' });
  });

  it('follows a sign-out announced by another tab', async () => {
    let signedIn = true;
    mockServer({ 'GET /api/auth/get-session': () => (signedIn ? signedInSession() : SIGNED_OUT) });
    renderApp('/tags');
    await screen.findByRole('heading', { level: 1, name: 'Теги' });
    signedIn = false;
    // Another tab of the same origin: a separate channel object with the same name.
    const otherTab = new BroadcastChannel('fokus-auth');
    otherTab.postMessage('signed-out');
    otherTab.close();
    await waitFor(() => expect(currentPath()).toBe('/auth'), { timeout: 3000 });
  });
});
