import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';

// Signed out for the whole file: better-auth keeps its session store per page load, like a browser tab.
beforeEach(() => {
  mockServer();
});

describe('routes when signed out', () => {
  // First in the file: once a lazy screen has loaded, it no longer suspends.
  it("shows 'Загружаем страницу...' while a screen loads on demand", async () => {
    renderApp('/');
    expect(screen.getByText('Загружаем страницу...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows the landing page at / and /landing, with a call to action to the sign-up tab', async () => {
    renderApp('/landing');
    const cta = await screen.findByRole('link', { name: /Начать бесплатно/ });
    expect(cta.getAttribute('href')).toBe('/auth?mode=sign-up');
    expect(screen.getByRole('heading', { name: 'Тарифы' })).toBeTruthy();
    expect(screen.getByText('12 €')).toBeTruthy();
    expect(screen.getByText('119 €')).toBeTruthy();
    expect(screen.getByText(/7 дней бесплатно/)).toBeTruthy();
    // Landing context: always dark, no theme switch.
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Тема' })).toBeNull();
  });

  it.each([
    '/app',
    '/task-manager-test',
    '/tags',
    '/priorities',
    '/strategy',
    '/analytics',
    '/gamification',
    '/habits',
    '/mindmap',
    '/mindmap/7',
  ])('redirects %s to /auth', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Вход в Fokus' })).toBeTruthy();
    expect(currentPath()).toBe('/auth');
    // Signed out is a normal state, not a failed check.
    expect(screen.queryByText('Ошибка авторизации')).toBeNull();
  });

  it.each([
    ['/terms', 'Условия использования'],
    ['/privacy', 'Политика конфиденциальности'],
    ['/blog', 'Блог'],
    ['/blog/first-steps', 'Статья'],
    ['/research', 'Исследования'],
    ['/how-it-works', 'Как это работает'],
    ['/guide', 'Руководство'],
  ])('shows a "not built yet" placeholder at %s', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByText('Этот экран ещё не готов')).toBeTruthy();
    expect(screen.getByRole('link', { name: /На главную/ }).getAttribute('href')).toBe('/');
  });

  it('opens the delegated page without a session, and refuses a link without its token', async () => {
    renderApp('/shared-task/1');
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно данных для доступа');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('shows the theme switch on public pages outside the landing context', async () => {
    renderApp('/status-test');
    expect(await screen.findByRole('button', { name: 'Тема' })).toBeTruthy();
  });

  it('shows the not-found page for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: /404/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /На главную/ })).toBeTruthy();
  });

  it('shows the same pages in English', async () => {
    renderApp('/research', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeTruthy();
    expect(screen.getByText('This screen is not built yet')).toBeTruthy();
  });

  it("'Начать бесплатно' opens the sign-up tab, titled as sign-up; the address follows the tab", async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: /Начать бесплатно/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация в Fokus' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Регистрация', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Регистрация — Fokus'));
    expect(currentPath()).toBe('/auth?mode=sign-up');

    await user.click(screen.getByRole('tab', { name: 'Вход' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в Fokus' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Вход — Fokus'));
    expect(currentPath()).toBe('/auth');
    await user.click(screen.getByRole('tab', { name: 'Регистрация' }));
    await waitFor(() => expect(currentPath()).toBe('/auth?mode=sign-up'));
  });

  it('titles the sign-up tab as sign-up in English too', async () => {
    renderApp('/auth?mode=sign-up', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up for Fokus' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign up — Fokus'));
  });

  it('offers OpenID sign-in only when the server has it configured', async () => {
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Вход в Fokus' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Войти через/ })).toBeNull();
  });

  it('shows the OpenID button with the provider name when enabled, and starts the sign-in', async () => {
    const server = mockServer({
      'GET /api/client-config': {
        body: { auth: { oidc: { enabled: true, providerId: 'oidc', name: 'Test IdP' } } },
      },
      'POST /api/auth/sign-in/social': { body: { url: '/nowhere', redirect: false } },
    });
    const { user } = renderApp('/auth');
    const button = await screen.findByRole('button', { name: 'Войти через Test IdP' });
    await user.click(button);
    await waitFor(() =>
      expect(server.requests.some((request) => request.url.endsWith('/api/auth/sign-in/social'))).toBe(true),
    );
    const request = server.requests.find((r) => r.url.endsWith('/api/auth/sign-in/social'));
    expect(await request?.clone().json()).toMatchObject({ provider: 'oidc', callbackURL: '/app' });
  });
});
