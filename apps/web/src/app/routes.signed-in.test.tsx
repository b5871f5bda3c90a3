import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setMedia } from '@/testing/media-queries';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { currentPath, renderApp } from '@/testing/render-app';

let server: MockServer;

// Signed in for the whole file: better-auth keeps its session store per page load, like a browser tab.
beforeEach(() => {
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
});

describe('the signed-in shell', () => {
  it.each([
    ['/analytics', 'Аналитика'],
    ['/gamification', 'Прогресс'],
    ['/habits', 'Привычки'],
    ['/mindmap', 'Ментальные карты'],
    ['/mindmap/5', 'Ментальная карта'],
  ])('shows the placeholder of %s', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByText('Этот экран ещё не готов')).toBeTruthy();
    expect(currentPath()).toBe(path);
  });

  it('redirects /mindmap-new to /mindmap and /mindmap-new/{id} to /mindmap/{id}', async () => {
    renderApp('/mindmap-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ментальные карты' })).toBeTruthy();
    expect(currentPath()).toBe('/mindmap');
  });

  it('redirects /mindmap-new/{id} to /mindmap/{id}', async () => {
    renderApp('/mindmap-new/abc-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ментальная карта' })).toBeTruthy();
    expect(currentPath()).toBe('/mindmap/abc-1');
  });

  it('sends a signed-in visitor of /auth on to /app', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Задачи' })).toBeTruthy();
    expect(currentPath()).toBe('/app');
  });

  it('shows the top bar with links, guide, theme, language and logout on other protected pages', async () => {
    renderApp('/analytics');
    await screen.findByRole('heading', { level: 1, name: 'Аналитика' });
    const topBar = screen.getByRole('banner');
    const links = within(within(topBar).getByRole('navigation', { name: 'Разделы' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Задачи',
      'Приоритеты',
      'Стратегии',
      'Аналитика',
      'Прогресс',
    ]);
    expect(within(topBar).getByRole('link', { name: 'Аналитика' }).getAttribute('aria-current')).toBe('page');
    expect(within(topBar).getByRole('link', { name: 'Руководство' }).getAttribute('href')).toBe('/guide');
    expect(within(topBar).getByRole('button', { name: 'Тема' })).toBeTruthy();
    expect(within(topBar).getByRole('button', { name: 'Язык' })).toBeTruthy();
    expect(within(topBar).getByRole('button', { name: 'Выйти' })).toBeTruthy();
  });

  it('hides the top bar on /app and /strategy but keeps logout reachable in the sidebar', async () => {
    renderApp('/strategy');
    await screen.findByRole('heading', { level: 1, name: 'Стратегии' });
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Выйти' })).toHaveLength(1);
  });

  it('marks the active bottom-navigation item with aria-current', async () => {
    renderApp('/app');
    await screen.findByRole('heading', { level: 1, name: 'Задачи' });
    const bottomNav = screen.getByRole('navigation', { name: 'Мобильная навигация' });
    const items = within(bottomNav).getAllByRole('link');
    expect(items).toHaveLength(5);
    expect(
      items.filter((item) => item.getAttribute('aria-current') === 'page').map((item) => item.textContent),
    ).toEqual(['Задачи']);
  });

  it('falls back to the letter badge when the logo image fails', async () => {
    renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    const banner = screen.getByRole('banner');
    const image = banner.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/logo.svg');
    fireEvent.error(image as HTMLImageElement);
    expect(within(banner).getByTestId('logo-fallback').textContent).toBe('F');
  });

  it('toggles the desktop sidebar with Ctrl+B and Cmd+B', async () => {
    renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    const sidebar = screen.getByRole('complementary', { name: 'Боковая панель' });
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
  });

  it('opens the sidebar as an off-canvas sheet under 768 px, and Esc closes it', async () => {
    setMedia({ width: 390 });
    const { user } = renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    expect(screen.queryByRole('complementary', { name: 'Боковая панель' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Боковая панель' }));
    const sheet = await screen.findByRole('dialog', { name: 'Боковая панель' });
    expect(within(sheet).getByRole('link', { name: 'Привычки' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches the language to English and back', async () => {
    const { user } = renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    await user.click(screen.getByRole('button', { name: 'Язык' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Habits' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('switches the theme from the top bar menu', async () => {
    const { user } = renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    await user.click(screen.getByRole('button', { name: 'Тема' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Яркая' }));
    expect(document.documentElement.classList.contains('bright')).toBe(true);
    expect(window.localStorage.getItem('ui-theme')).toBe('bright');
  });

  it('signs out through better-auth', async () => {
    server.on('POST /api/auth/sign-out', { body: { success: true } });
    const { user } = renderApp('/habits');
    await screen.findByRole('heading', { level: 1, name: 'Привычки' });
    await act(() => user.click(screen.getByRole('button', { name: 'Выйти' })));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/sign-out'))).toBe(
        true,
      ),
    );
  });
});
