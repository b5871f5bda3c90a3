import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDocument } from '@/lib/load-document';
import { mockServer } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';

vi.mock('@/lib/load-document', () => ({ loadDocument: vi.fn() }));

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

  it.each([
    '/',
    '/landing',
    '/blog',
    '/blog/micro-steps',
    '/research',
    '/how-it-works',
    '/guide',
    '/terms',
    '/privacy',
  ])(
    'opened at the site page %s (the offline copy of the app), says the server shows it and offers the tasks',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Эта страница открывается с сервера' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toBe(path);
      expect(screen.getByRole('link', { name: 'К задачам' }).getAttribute('href')).toBe('/app');
      expect(loadDocument).not.toHaveBeenCalled();
      // Landing context: always dark, no theme switch.
      expect(document.documentElement.classList.contains('dark')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Тема' })).toBeNull();
    },
  );

  it('hands a site page followed from inside the app to the server, in place of the app', async () => {
    const { user } = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Вход в Fokus' });
    await user.click(screen.getByRole('link', { name: 'Fokus' }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('Эта страница открывается с сервера')).toBeNull();
  });

  it('links the public layout to the site pages as documents, not app screens', async () => {
    renderApp('/auth');
    const footer = await screen.findByRole('navigation', { name: 'Дополнительные ссылки' });
    const blog = within(footer).getByRole('link', { name: 'Блог' });
    expect(blog.getAttribute('href')).toBe('/blog');
    expect(blog.hasAttribute('data-discover')).toBe(false);
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

  it('says the same in English, at the English site addresses', async () => {
    renderApp('/en/research', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page comes from the server' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/research');
  });

  it("the landing's 'Начать бесплатно' (/auth?mode=sign-up) opens the sign-up tab; the address follows the tab", async () => {
    const { user } = renderApp('/auth?mode=sign-up');
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
