import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

// The person's day is the browser's: pin its zone, so "09:00" and "19:00" below are local times.
test.use({ timezoneId: 'UTC' });

interface SeededTask {
  id: string;
  title: string;
}

interface MvdEntry {
  taskId: string;
  plannedFor: string | null;
}

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string): Promise<SeededTask> {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SeededTask;
}

async function mvdOnServer(request: APIRequestContext): Promise<MvdEntry[]> {
  const response = await request.get('/api/mvd');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { entries: MvdEntry[] };
  return body.entries.map(({ taskId, plannedFor }) => ({ taskId, plannedFor }));
}

async function startDateOnServer(request: APIRequestContext, id: string): Promise<string | null> {
  const response = await request.get(`/api/tasks/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { startDate: string | null }).startDate;
}

/** A calendar day (YYYY-MM-DD, UTC) `offset` days from today. */
function dayFromToday(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const todayPanel = (page: Page) => page.getByRole('region', { name: 'Сегодня', exact: true });

/** The titles of the panel's key tasks, in order. */
const panelTitles = (page: Page) => todayPanel(page).locator('ol > li [data-task-title]').allTextContents();

test.describe("today's three", () => {
  test('picked, reordered by keyboard, then closed gently the next morning and the next evening', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const [alpha, bravo, charlie] = [
      await seedTask(request, baseURL!, 'Alpha'),
      await seedTask(request, baseURL!, 'Bravo'),
      await seedTask(request, baseURL!, 'Charlie'),
    ];
    await seedTask(request, baseURL!, 'Delta');
    const [day1, day2, day3] = [dayFromToday(0), dayFromToday(1), dayFromToday(2)];

    await page.clock.install({ time: new Date(`${day1}T09:00:00Z`) });
    await page.goto('/app');
    const panel = todayPanel(page);
    await expect(panel.getByText('Выберите одну–три задачи, которые сделают день удачным.')).toBeVisible();

    // From the panel's picker, and from the list's star.
    await panel.getByRole('button', { name: 'Выбрать задачу' }).click();
    await panel.getByRole('button', { name: 'Взять «Alpha» на сегодня' }).click();
    await page.getByRole('button', { name: 'Добавить «Bravo» в MVD' }).click();
    await panel.getByRole('button', { name: 'Взять «Charlie» на сегодня' }).click();
    await expect.poll(() => panelTitles(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    // A 4th is refused with the spec's text.
    await panel.getByRole('button', { name: 'Взять «Delta» на сегодня' }).click();
    await expect(
      page.getByText('Минимально жизнеспособный день может содержать не более 3 задач'),
    ).toBeVisible();
    await expect.poll(() => panelTitles(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // Reordered with the keyboard alone.
    await panel.getByRole('button', { name: 'Поднять «Charlie» выше' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panelTitles(page)).toEqual(['Alpha', 'Charlie', 'Bravo']);
    await expect(panel.getByRole('button', { name: 'Поднять «Charlie» выше' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => panelTitles(page)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    // And with the mouse: Bravo's grip dropped onto Charlie's place.
    const grip = await panel.locator(`li[data-task-id="${bravo.id}"] > span`).first().boundingBox();
    const target = await panel.locator(`li[data-task-id="${charlie.id}"]`).boundingBox();
    await page.mouse.move(grip!.x + grip!.width / 2, grip!.y + grip!.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip!.x + grip!.width / 2, grip!.y - 10, { steps: 4 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => panelTitles(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
    await expect
      .poll(async () => (await mvdOnServer(request)).map((entry) => entry.taskId), { timeout: 10_000 })
      .toEqual([bravo.id, charlie.id, alpha.id]);
    expect((await mvdOnServer(request)).every((entry) => entry.plannedFor === day1)).toBe(true);
    await expectNoSeriousViolations(page, 'the Today panel');
    await page.screenshot({ path: 'test-results/today-desktop.png' });

    // The next morning the step offers yesterday's three by itself.
    await page.clock.setSystemTime(new Date(`${day2}T09:00:00Z`));
    await page.reload();
    const step = page.getByRole('dialog', { name: 'Закрываем день' });
    await expect(step).toBeVisible();
    await expect(step).not.toContainText(/просроч|не выполн|провал/i);
    await expectNoSeriousViolations(page, 'the end-of-day step');
    await page.screenshot({ path: 'test-results/today-step-desktop.png' });
    await step
      .getByRole('group', { name: 'Alpha' })
      .getByRole('radio', { name: 'Перенести на сегодня' })
      .check();
    await step.getByRole('group', { name: 'Bravo' }).getByRole('radio', { name: 'Отпустить' }).check();
    await expect(
      step.getByRole('group', { name: 'Charlie' }).getByRole('radio', { name: 'Оставить на сегодня' }),
    ).toBeChecked();
    await step.getByRole('button', { name: 'Готово' }).click();
    await expect(step).toBeHidden();
    // Alpha gets the new day's date (the day after the one it was picked for) and leaves the three;
    // Bravo leaves them but stays in the list; Charlie stays, planned for the new day.
    await expect.poll(() => startDateOnServer(request, alpha.id), { timeout: 10_000 }).toBe(day2);
    await expect
      .poll(() => mvdOnServer(request), { timeout: 10_000 })
      .toEqual([{ taskId: charlie.id, plannedFor: day2 }]);
    await expect(page.getByRole('button', { name: 'Открыть задачу «Bravo»' })).toBeVisible();
    // Offered once a day: not again on the next open.
    await page.reload();
    await expect(todayPanel(page).getByText('Charlie', { exact: true })).toBeVisible();
    await expect(step).toBeHidden();

    // In the evening the panel offers to close the day; "Move to tomorrow" dates the task tomorrow.
    await page.clock.setSystemTime(new Date(`${day2}T19:00:00Z`));
    await page.reload();
    await todayPanel(page).getByRole('button', { name: 'Закрыть день' }).click();
    await expect(step).toBeVisible();
    await step.getByRole('radio', { name: 'Перенести на завтра' }).check();
    await step.getByRole('button', { name: 'Готово' }).click();
    await expect.poll(() => startDateOnServer(request, charlie.id), { timeout: 10_000 }).toBe(day3);
    await expect.poll(() => mvdOnServer(request), { timeout: 10_000 }).toEqual([]);
  });

  test('usable at 390 px: the panel and the step fit, and pass axe', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    for (const title of ['Написать отчёт для бухгалтерии', 'Позвонить маме', 'Разобрать почту'])
      await seedTask(request, baseURL!, title);
    const [day1, day2] = [dayFromToday(0), dayFromToday(1)];
    await page.clock.install({ time: new Date(`${day1}T10:00:00Z`) });
    await page.goto('/app');
    const panel = todayPanel(page);
    await panel.getByRole('button', { name: 'Выбрать задачу' }).click();
    for (const title of ['Написать отчёт для бухгалтерии', 'Позвонить маме', 'Разобрать почту'])
      await panel.getByRole('button', { name: `Взять «${title}» на сегодня` }).click();
    await expect.poll(() => panelTitles(page)).toHaveLength(3);
    await panel.getByRole('button', { name: 'Закрыть выбор' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'the Today panel at 390 px');
    await page.screenshot({ path: 'test-results/today-390.png', fullPage: false });

    await page.clock.setSystemTime(new Date(`${day2}T08:00:00Z`));
    await page.reload();
    const step = page.getByRole('dialog', { name: 'Закрываем день' });
    await expect(step).toBeVisible();
    const stepBox = await step.boundingBox();
    expect(stepBox!.x).toBeGreaterThanOrEqual(0);
    expect(stepBox!.x + stepBox!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'the end-of-day step at 390 px');
    await page.screenshot({ path: 'test-results/today-step-390.png', fullPage: false });
  });
});
