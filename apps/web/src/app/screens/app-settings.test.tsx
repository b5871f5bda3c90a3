import { LANGUAGE_STORAGE_KEY, PANEL_TOGGLES, THEME_STORAGE_KEY } from '@fokus/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, signedInSession, type MockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';
import { APP_STORAGE_KEYS } from './app/use-app-preferences';

const TASK_ID = '0190a4f2-0000-7000-8000-00000000000a';

/** Russian names of the panels the settings dialog toggles (the collapsed sidebar is the shell's own). */
const PANEL_NAMES_RU = {
  pomodoro: 'Помодоро',
  onboarding: 'Знакомство',
  adhdTips: 'Советы при СДВГ',
  health: 'Здоровье',
  stats: 'Статистика',
  rightPanel: 'Правая панель',
  aiChat: 'ИИ-чат',
} as const;

beforeAll(async () => {
  await import('./app-screen');
}, 60_000);

let server: MockServer;

beforeEach(() => {
  server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', { body: { tasks: [makeTask(TASK_ID, 'Write the report')], version: 1 } });
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
});

/** Opens the settings dialog from its button and returns it. */
async function openSettings(user: ReturnType<typeof renderApp>['user'], name = 'Настройки') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

/**
 * The panel as rendered on the screen (each is a labelled region). `hidden: true`: while the modal
 * settings dialog is open, the screen behind it is hidden from assistive technology, but it is there.
 */
function panel(name: string) {
  return screen.queryByRole('region', { name, hidden: true });
}

describe('/app settings and interface settings', () => {
  it('switches the interface language to English and back, and saves it under the language key', async () => {
    const { user } = renderApp('/app', { language: 'ru' });
    await screen.findByText('Write the report');
    expect(screen.getByRole('heading', { level: 1, name: 'Задачи' })).toBeTruthy();

    const dialog = await openSettings(user);
    expect(within(dialog).getByRole('heading', { name: 'Настройки интерфейса' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Язык интерфейса'), 'en');

    // The whole screen, the dialog included, speaks English now (the screen behind the modal dialog is
    // hidden from assistive technology while it is open, hence `hidden: true`).
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Interface settings' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New task', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete “Write the report”', hidden: true })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(within(dialog).getByLabelText('Interface language'), 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Задачи', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Настройки интерфейса' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Завершить «Write the report»', hidden: true })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('changes the theme, saved under ui-theme, and the html class follows', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const dialog = await openSettings(user);
    const theme = within(dialog).getByLabelText('Тема') as HTMLSelectElement;
    expect([...theme.options].map((option) => option.text)).toEqual([
      'Светлая',
      'Тёмная',
      'Яркая',
      'Системная',
    ]);

    for (const choice of ['dark', 'bright', 'light'] as const) {
      await user.selectOptions(theme, choice);
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(choice);
      await waitFor(() => expect(document.documentElement.classList.contains(choice)).toBe(true));
      // Exactly one theme class at a time.
      const others = ['light', 'dark', 'bright'].filter((name) => name !== choice);
      expect(others.some((name) => document.documentElement.classList.contains(name))).toBe(false);
      expect(theme.value).toBe(choice);
    }

    // System follows the OS preference (light in this test DOM).
    await user.selectOptions(theme, 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    await waitFor(() => expect(document.documentElement.classList.contains('light')).toBe(true));
  });

  it('shows and hides each panel from its toggle in the settings', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const dialog = await openSettings(user);
    const toggles = within(dialog).getAllByRole('checkbox');
    // Every panel of spec §2 except the collapsed sidebar, which the shell's own toggle drives.
    expect(toggles).toHaveLength(PANEL_TOGGLES.length - 1);

    for (const [key, name] of Object.entries(PANEL_NAMES_RU)) {
      const toggle = within(dialog).getByRole('checkbox', { name });
      expect(toggle.getAttribute('aria-checked'), key).toBe('false');
      expect(panel(name), key).toBeNull();
      await user.click(toggle);
      expect(toggle.getAttribute('aria-checked'), key).toBe('true');
      expect(panel(name), key).toBeTruthy();
      if (key === 'rightPanel') {
        // The right panel sits beside the list, in the side column.
        const aside = screen.getByRole('complementary', { name: 'Детали задачи', hidden: true });
        expect(within(aside).getByRole('region', { name, hidden: true })).toBeTruthy();
      }
      await user.click(toggle);
      expect(toggle.getAttribute('aria-checked'), key).toBe('false');
      expect(panel(name), key).toBeNull();
    }
    expect(screen.queryByRole('complementary', { name: 'Детали задачи', hidden: true })).toBeNull();
  });

  it('remembers the panels shown across a new start of the screen, under the app key', async () => {
    const first = renderApp('/app');
    await screen.findByText('Write the report');
    const dialog = await openSettings(first.user);
    await first.user.click(within(dialog).getByRole('checkbox', { name: 'Помодоро' }));
    await first.user.click(within(dialog).getByRole('checkbox', { name: 'Здоровье' }));
    await first.user.click(within(dialog).getByRole('checkbox', { name: 'Правая панель' }));
    expect(JSON.parse(localStorage.getItem(APP_STORAGE_KEYS.panels) ?? '{}')).toEqual({
      pomodoro: true,
      health: true,
      rightPanel: true,
    });
    first.unmount();

    const second = renderApp('/app');
    // The task shows in the list and, as a choice, in the Pomodoro panel's task picker.
    await screen.findByRole('button', { name: 'Завершить «Write the report»' });
    expect(panel('Помодоро')).toBeTruthy();
    expect(panel('Здоровье')).toBeTruthy();
    expect(panel('Правая панель')).toBeTruthy();
    expect(panel('Статистика')).toBeNull();
    const again = await openSettings(second.user);
    expect(within(again).getByRole('checkbox', { name: 'Помодоро' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(again).getByRole('checkbox', { name: 'Статистика' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('hides a panel from the panel itself, and remembers that', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.panels, JSON.stringify({ health: true, rightPanel: true }));
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const health = panel('Здоровье');
    expect(health).toBeTruthy();
    expect(await within(health!).findByText('Вода')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Скрыть панель «Здоровье»' }));
    expect(panel('Здоровье')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Скрыть панель «Правая панель»' }));
    expect(panel('Правая панель')).toBeNull();
    expect(JSON.parse(localStorage.getItem(APP_STORAGE_KEYS.panels) ?? '{}')).toEqual({
      health: false,
      rightPanel: false,
    });
    const dialog = await openSettings(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Здоровье' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('holds the calendar feed section, which turns the feed on and shows its link', async () => {
    const feedUrl = `http://localhost:3000/api/calendar/${'A'.repeat(43)}.ics`;
    server.on('GET /api/calendar-feed', { body: { enabled: false, createdAt: null } });
    server.on('PUT /api/calendar-feed', {
      body: { enabled: true, createdAt: '2026-06-01T08:00:00.000Z', url: feedUrl },
    });
    const { user } = renderApp('/app', { language: 'ru' });
    const dialog = await openSettings(user);
    const section = await within(dialog).findByRole('region', { name: 'Календарь' });
    await user.click(await within(section).findByRole('button', { name: 'Включить' }));
    const link = (await within(section).findByLabelText('Ссылка на календарь')) as HTMLInputElement;
    expect(link.value).toBe(feedUrl);
  });

  it('works with the keyboard: opens from its button, toggles with Space, Escape closes and focus returns', async () => {
    const { user } = renderApp('/app');
    await screen.findByText('Write the report');
    const button = screen.getByRole('button', { name: 'Настройки' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Настройки интерфейса' });
    // Focus moved into the dialog and stays there (trapped) while it is open.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    // Reach a panel toggle by Tab alone and switch it with Space.
    const pomodoro = within(dialog).getByRole('checkbox', { name: 'Помодоро' });
    for (let step = 0; step < 20 && document.activeElement !== pomodoro; step += 1) await user.tab();
    expect(document.activeElement).toBe(pomodoro);
    await user.keyboard(' ');
    expect(pomodoro.getAttribute('aria-checked')).toBe('true');
    expect(panel('Помодоро')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
