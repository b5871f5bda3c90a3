import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The task as the server has it. */
async function serverTask(request: APIRequestContext, id: string) {
  const response = await request.get('/api/tasks?view=all');
  if (!response.ok()) throw new Error(`listing tasks failed: ${response.status()}`);
  const body = (await response.json()) as { tasks: { id: string; totalTimeSpent: number }[] };
  return body.tasks.find((task) => task.id === id);
}

async function createTask(request: APIRequestContext, baseURL: string, title: string): Promise<string> {
  const id = randomUUID();
  const response = await request.post('/api/tasks', { data: { id, title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`creating a task failed: ${response.status()}`);
  return id;
}

/** Emulates the tab going to the background (or coming back), as the browser tells the page. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('Pomodoro', () => {
  test('a Pomodoro bound to a task runs 25 minutes across a reload and a hidden tab and adds exactly 25 minutes', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const taskId = await createTask(request, baseURL!, 'Написать отчёт');
    await page.clock.install({ time: Date.now() });

    await page.goto('/app');
    await page.getByRole('button', { name: 'Открыть задачу «Написать отчёт»' }).click();
    await page.getByRole('button', { name: 'Начать помодоро' }).click();
    const panel = page.getByRole('region', { name: 'Помодоро' });
    await expect(panel.getByRole('button', { name: 'Пауза' })).toBeVisible();
    await expect(panel.getByLabel('Задача')).toHaveValue(taskId);
    await expectNoSeriousViolations(page, 'the Pomodoro panel, running');

    await page.clock.fastForward('10:00');
    await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

    // A reload: the timer goes on from its stored timestamps.
    await page.reload();
    await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await expect(panel.getByRole('button', { name: 'Пауза' })).toBeVisible();

    // The tab goes to the background; the work interval ends while it is hidden.
    await setVisibility(page, 'hidden');
    await page.clock.fastForward('16:00');
    await setVisibility(page, 'visible');
    await expect(panel.getByText('Перерыв', { exact: true })).toBeVisible();

    await expect.poll(async () => (await serverTask(request, taskId))?.totalTimeSpent).toBe(25 * 60);
    await expect
      .poll(async () => (await (await request.get('/api/pomodoro-sessions')).json()) as unknown[])
      .toEqual([expect.objectContaining({ taskId, phase: 'work', seconds: 1500, completed: true })]);
    const notifications = (await (await request.get('/api/notifications')).json()) as { type: string }[];
    expect(notifications.filter((notification) => notification.type === 'pomodoro')).toHaveLength(1);

    // Nothing more is added later: another reload and more time in the break change nothing.
    await page.reload();
    await page.clock.fastForward('01:00');
    await expect(panel.getByText('Перерыв', { exact: true })).toBeVisible();
    expect((await serverTask(request, taskId))?.totalTimeSpent).toBe(25 * 60);
  });

  test('focus mode works by keyboard only, is accessible, and fits 390 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const taskId = await createTask(request, baseURL!, 'Разобрать почту');
    const step = await request.post(`/api/tasks/${taskId}/micro-tasks`, {
      data: { id: randomUUID(), title: 'Открыть входящие' },
      headers: { Origin: baseURL! },
    });
    expect(step.ok()).toBe(true);
    await page.addInitScript(() => localStorage.setItem('fokus-panels', JSON.stringify({ pomodoro: true })));

    await page.goto('/app');
    const panel = page.getByRole('region', { name: 'Помодоро' });
    await expect(panel.getByRole('timer')).toHaveText('25:00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'the Pomodoro panel at 390 px');

    // Keyboard only: choose the task, open the focus mode.
    await panel.getByLabel('Задача').focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByLabel('Задача')).toHaveValue(taskId);
    const enter = panel.getByRole('button', { name: 'Режим фокуса' });
    await enter.focus();
    await page.keyboard.press('Enter');
    const focus = page.getByRole('dialog', { name: 'Разобрать почту' });
    await expect(focus).toBeVisible();
    const checkbox = focus.getByRole('checkbox', { name: 'Открыть входящие' });
    await expect(checkbox).toBeVisible();
    await expectNoSeriousViolations(page, 'the focus mode');

    await page.keyboard.press('Tab');
    await expect(focus.getByRole('button', { name: 'Выйти из режима фокуса (Esc)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focus.getByRole('button', { name: 'Старт' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(focus.getByRole('button', { name: 'Пауза' })).toBeFocused();
    for (
      let index = 0;
      index < 5 && !(await checkbox.evaluate((el) => el === document.activeElement));
      index += 1
    )
      await page.keyboard.press('Tab');
    await expect(checkbox).toBeFocused();
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    await expect
      .poll(async () => {
        const list = (await (await request.get(`/api/tasks/${taskId}/micro-tasks`)).json()) as {
          completed: boolean;
        }[];
        return list[0]?.completed;
      })
      .toBe(true);
    const ring = focus.getByTestId('pomodoro-ring');
    expect(await ring.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');

    await page.keyboard.press('Escape');
    await expect(focus).toBeHidden();
    await expect(enter).toBeFocused();
  });
});
