import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, newClientContext, test } from '../support/test';

interface SeededTask {
  id: string;
  importance: number;
  urgency: number;
}

/** Creates a task with its importance and urgency through the API (seeding, not the flow under test). */
async function seedTask(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  priority: { importance: 1 | 2; urgency: 1 | 2 },
): Promise<SeededTask> {
  const response = await request.post('/api/tasks', {
    data: { title, ...priority },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SeededTask;
}

/** The task's importance and urgency as the server has them now. */
async function priorityOnServer(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/tasks/${id}`);
  expect(response.ok()).toBe(true);
  const task = (await response.json()) as SeededTask;
  return { importance: task.importance, urgency: task.urgency };
}

/** A quadrant by its action (its heading). */
const quadrant = (page: Page, action: string) => page.getByRole('region', { name: action, exact: true });

/** A task's drag handle. */
const handle = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: `Перетащить задачу «${title}»`, exact: true });

test.describe('the priority matrix', () => {
  test('a task dragged from "schedule" to "do immediately" with the mouse and with the keyboard changes on the server', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const byMouse = await seedTask(request, baseURL!, 'Перетащить мышью', { importance: 2, urgency: 1 });
    const byKeyboard = await seedTask(request, baseURL!, 'Перенести клавишами', {
      importance: 2,
      urgency: 1,
    });

    await page.goto('/priorities');
    await expect(page.getByRole('heading', { level: 1, name: 'Приоритеты' })).toBeVisible();
    const schedule = quadrant(page, 'Запланировать');
    const doNow = quadrant(page, 'Сделать немедленно');
    await expect(handle(schedule, 'Перетащить мышью')).toBeVisible();
    await expect(schedule.getByText('2 задачи')).toBeVisible();
    await expect(doNow.getByText('0 задач')).toBeVisible();

    // The mouse: press on the grip, move in steps onto the other quadrant, release.
    const grip = await handle(schedule, 'Перетащить мышью').boundingBox();
    const target = await doNow.boundingBox();
    await page.mouse.move(grip!.x + grip!.width / 2, grip!.y + grip!.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip!.x + grip!.width / 2 - 20, grip!.y + grip!.height / 2 + 5, { steps: 4 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(handle(doNow, 'Перетащить мышью')).toBeVisible();
    await expect(doNow.getByText('1 задача')).toBeVisible();
    await expect
      .poll(() => priorityOnServer(request, byMouse.id), { timeout: 10_000 })
      .toEqual({ importance: 2, urgency: 2 });

    // The keyboard: Space picks the task up, ← takes it to the quadrant on the left, Space drops it.
    await handle(schedule, 'Перенести клавишами').focus();
    await page.keyboard.press('Space');
    await expect(handle(schedule, 'Перенести клавишами')).toHaveAttribute('aria-pressed', 'true');
    // The keyboard sensor starts listening for keys one timer tick after the pick-up, which can come
    // after the handle shows itself pressed: an arrow pressed in between is not heard, so it is pressed
    // again until the quadrant takes the task (at the matrix's left edge another ← changes nothing).
    await expect(async () => {
      await page.keyboard.press('ArrowLeft');
      await expect(doNow).toHaveClass(/ring-2/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect(handle(doNow, 'Перенести клавишами')).toBeVisible();
    await expect(schedule.getByText('0 задач')).toBeVisible();
    await expect(handle(doNow, 'Перенести клавишами')).toBeFocused();
    await expect
      .poll(() => priorityOnServer(request, byKeyboard.id), { timeout: 10_000 })
      .toEqual({ importance: 2, urgency: 2 });

    await page.screenshot({ path: test.info().outputPath('priorities-desktop.png'), fullPage: true });

    // A reload reads it back from the server in its new quadrant.
    await page.reload();
    await expect(handle(quadrant(page, 'Сделать немедленно'), 'Перенести клавишами')).toBeVisible();
    await expectNoSeriousViolations(page, '/priorities after the moves');
  });

  test('390 px: the quadrants stack, nothing overflows, a task moves with "Move to…"; axe finds no serious violation', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await newClientContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    const task = await seedTask(context.request, baseURL!, 'Позвонить в банк', { importance: 1, urgency: 1 });
    await seedTask(context.request, baseURL!, 'Сдать отчёт до пятницы', { importance: 2, urgency: 2 });
    await seedTask(context.request, baseURL!, 'Составить план обучения на год', {
      importance: 2,
      urgency: 1,
    });

    await page.goto('/priorities');
    const doNow = quadrant(page, 'Сделать немедленно');
    const exclude = quadrant(page, 'Исключить');
    await expect(handle(exclude, 'Позвонить в банк')).toBeVisible();
    // Stacked: one column, each quadrant below the one before.
    const boxes = await Promise.all(
      ['Сделать немедленно', 'Запланировать', 'Делегировать', 'Исключить'].map((action) =>
        quadrant(page, action).boundingBox(),
      ),
    );
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.x).toBe(boxes[0]!.x);
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('priorities-390.png'), fullPage: true });

    // Without dragging: the task's "Move to…" menu, from the keyboard.
    await page
      .getByRole('button', { name: 'Переместить задачу «Позвонить в банк» в другой квадрант' })
      .focus();
    await page.keyboard.press('Enter');
    // The menu opens on its first quadrant; ↓ ↓ reaches "delegate", Enter moves the task there.
    await expect(page.getByRole('menuitemradio', { name: /Сделать немедленно/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: /Делегировать/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const delegate = quadrant(page, 'Делегировать');
    await expect(handle(delegate, 'Позвонить в банк')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Переместить задачу «Позвонить в банк» в другой квадрант' }),
    ).toBeFocused();
    await expect
      .poll(() => priorityOnServer(context.request, task.id), { timeout: 10_000 })
      .toEqual({ importance: 1, urgency: 2 });
    await expect(doNow.getByText('1 задача')).toBeVisible();
    await expectNoSeriousViolations(page, '/priorities at 390 px');
    await context.close();
  });

  test('touch, at 390 px: a long press on the grip picks a task up and a swipe carries it into the quadrant above', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await newClientContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    const task = await seedTask(context.request, baseURL!, 'Вынести мусор', { importance: 1, urgency: 1 });
    await page.goto('/priorities');
    const exclude = quadrant(page, 'Исключить');
    const delegate = quadrant(page, 'Делегировать');
    await handle(exclude, 'Вынести мусор').scrollIntoViewIfNeeded();
    const grip = (await handle(exclude, 'Вынести мусор').boundingBox())!;
    const target = (await delegate.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    const to = { x: target.x + target.width / 2, y: target.y + Math.min(60, target.height / 2) };
    await touch('touchStart', from.x, from.y);
    // The press delay (200 ms) tells a drag from a scroll.
    await page.waitForTimeout(350);
    for (let step = 1; step <= 10; step += 1)
      await touch(
        'touchMove',
        from.x + ((to.x - from.x) * step) / 10,
        from.y + ((to.y - from.y) * step) / 10,
      );
    await touch('touchEnd', to.x, to.y);
    await expect(handle(delegate, 'Вынести мусор')).toBeVisible();
    await expect
      .poll(() => priorityOnServer(context.request, task.id), { timeout: 10_000 })
      .toEqual({ importance: 1, urgency: 2 });
    await context.close();
  });

  test('dark and English: the quadrants, counts and "Move to…" in English; axe finds no serious violation', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('fokus-language', 'en');
      localStorage.setItem('ui-theme', 'dark');
    });
    await signUpViaApi(page.context().request, baseURL!);
    await seedTask(page.context().request, baseURL!, 'Write the report', { importance: 2, urgency: 1 });
    await page.goto('/priorities');
    await expect(page.getByRole('heading', { level: 1, name: 'Priorities' })).toBeVisible();
    const schedule = quadrant(page, 'Schedule');
    await expect(schedule.getByText('Important, not urgent')).toBeVisible();
    await expect(schedule.getByText('1 task', { exact: true })).toBeVisible();
    await expect(quadrant(page, 'Do immediately').getByText('0 tasks')).toBeVisible();
    await page.getByRole('button', { name: 'Move task "Write the report" to another quadrant' }).click();
    await expect(page.getByRole('menuitemradio', { name: /Schedule/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/priorities, dark, English');
  });
});
