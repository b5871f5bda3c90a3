import { healthStorageKey } from '@fokus/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { makeTask, mvdAnswer } from '@/testing/tasks';
import { APP_STORAGE_KEYS } from './app/use-app-preferences';

beforeAll(async () => {
  await Promise.all([import('./app-screen'), import('@/features/health/components/health-panel')]);
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 24, 11, 0, 0));
  const server = mockServer({ 'GET /api/auth/get-session': signedInSession() });
  server.on('GET /api/tasks', {
    body: { tasks: [makeTask('0190a4f2-0000-7000-8000-00000000000a', 'Write')], version: 1 },
  });
  server.on('GET /api/mvd', { body: mvdAnswer([]) });
  server.on('GET /api/strategies', { body: [] });
  server.on('GET /api/notifications', { body: [] });
  localStorage.setItem(APP_STORAGE_KEYS.panels, JSON.stringify({ health: true }));
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const healthPanel = () => screen.getByRole('region', { name: 'Health' });

describe('the health panel', () => {
  it('counts water by keyboard and ticks a stretch and an eyes rest, kept for the day on this device', async () => {
    const { user, unmount } = renderApp('/app', { language: 'en' });
    await screen.findByText('Water');
    const panel = within(healthPanel());
    expect(panel.getByText('0 glasses')).toBeTruthy();
    expect(panel.getByText('About 8 glasses a day is a common guide, if it helps.')).toBeTruthy();
    expect(panel.getByText(/20-20-20/)).toBeTruthy();

    panel.getByRole('button', { name: 'Add a glass of water' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(panel.getByText('3 glasses')).toBeTruthy();
    panel.getByRole('button', { name: 'Take away a glass of water' }).focus();
    await user.keyboard('{Enter}');
    expect(panel.getByText('2 glasses')).toBeTruthy();

    await user.click(panel.getByRole('checkbox', { name: /Stretch: stand up/ }));
    expect(panel.getByRole('checkbox', { name: /Eyes rest/ })).toHaveProperty('checked', false);
    expect(JSON.parse(localStorage.getItem(healthStorageKey('u1', '2026-11-24')) ?? '{}')).toEqual({
      water: 2,
      stretched: true,
      eyesRested: false,
    });
    // Nothing reads as a score or a shortfall.
    expect(healthPanel().textContent).not.toMatch(/only|missed|failed|behind|streak lost/i);
    unmount();

    // Opened again the same day: the notes are there.
    renderApp('/app', { language: 'en' });
    await screen.findByText('2 glasses');
    expect(within(healthPanel()).getByRole('checkbox', { name: /Stretch: stand up/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('starts a new day empty, and never counts below none', async () => {
    localStorage.setItem(healthStorageKey('u1', '2026-11-23'), JSON.stringify({ water: 6, stretched: true }));
    const { user } = renderApp('/app', { language: 'ru' });
    await screen.findByText('Вода');
    const panel = within(screen.getByRole('region', { name: 'Здоровье' }));
    expect(panel.getByText('0 стаканов')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Убрать стакан воды' }));
    expect(panel.getByText('0 стаканов')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Добавить стакан воды' }));
    expect(panel.getByText('1 стакан')).toBeTruthy();
    expect(panel.getByRole('checkbox', { name: /Разминка/ })).toHaveProperty('checked', false);
  });
});
