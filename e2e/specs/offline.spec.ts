import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expect, test } from '../support/test';

interface ServerTask {
  id: string;
  title: string;
  status: string;
  comments: unknown[];
  totalTimeSpent: number;
}

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
}

/** Every task the server holds for the signed-in user. */
async function serverTasks(request: APIRequestContext): Promise<ServerTask[]> {
  const response = await request.get('/api/tasks?view=all');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: ServerTask[] }).tasks;
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

/** The connectivity indicator in the /app header. */
function indicator(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Синхрониз|Офлайн|Ожидание/ });
}

test.describe('offline', () => {
  test('create, edit, complete and delete offline; a reload keeps them; online again, the server has each once', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    for (const title of ['Переименовать', 'Завершить', 'Удалить']) await seedTask(request, baseURL!, title);

    await page.goto('/app');
    await expect(row(page, 'Удалить')).toBeVisible();
    await expect(indicator(page)).toHaveText('Синхронизировано');
    // The service worker has taken the page over (the shell will load offline).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await expect(indicator(page)).toContainText('Офлайн');

    const input = page.getByRole('textbox', { name: 'Новая задача' });
    await input.fill('Создана без сети');
    await input.press('Enter');
    await expect(row(page, 'Создана без сети')).toBeVisible();

    await row(page, 'Переименовать').click();
    const title = page.getByRole('complementary', { name: 'Детали задачи' }).getByRole('textbox', {
      name: 'Название задачи',
    });
    await title.fill('Переименована без сети');
    await title.press('Enter');
    await expect(row(page, 'Переименована без сети')).toBeVisible();
    await page.getByRole('button', { name: 'Закрыть детали' }).click();

    await page.getByRole('button', { name: 'Завершить «Завершить»' }).click();
    await expect(row(page, 'Завершить')).toHaveCount(0);

    await page.getByRole('button', { name: 'Удалить «Удалить»' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(row(page, 'Удалить')).toHaveCount(0);

    await expect(indicator(page)).toContainText('Офлайн');
    await expect(indicator(page)).toContainText('4');

    // Still offline: a reload comes from the service worker, the list from the device.
    await page.reload();
    await expect(row(page, 'Создана без сети')).toBeVisible();
    await expect(row(page, 'Переименована без сети')).toBeVisible();
    await expect(row(page, 'Завершить')).toHaveCount(0);
    await expect(row(page, 'Удалить')).toHaveCount(0);
    await expect(indicator(page)).toContainText('Офлайн');
    await expect(indicator(page)).toContainText('4');
    // Nothing reached the server meanwhile.
    expect((await serverTasks(request)).map((task) => task.title).sort()).toEqual(
      ['Завершить', 'Переименовать', 'Удалить'].sort(),
    );

    // Meanwhile another device adds a task; back online, only what changed is fetched, then the stream.
    await seedTask(request, baseURL!, 'С другого устройства');
    const reads: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/tasks' || url.pathname === '/api/events')
        reads.push(url.pathname + url.search);
    });
    await page.context().setOffline(false);
    await expect(indicator(page)).toHaveText('Синхронизировано', { timeout: 15_000 });
    await expect(row(page, 'С другого устройства')).toBeVisible();
    expect(reads.some((read) => /^\/api\/tasks\?since=\d+$/.test(read))).toBe(true);
    expect(reads.filter((read) => read.startsWith('/api/tasks?view='))).toEqual([]);
    const tasks = await serverTasks(request);
    expect(tasks.map((task) => task.title).sort()).toEqual(
      ['Завершить', 'Переименована без сети', 'С другого устройства', 'Создана без сети'].sort(),
    );
    expect(tasks.find((task) => task.title === 'Завершить')?.status).toBe('completed');
    // Each change exactly once: one new task, one status notification for the completion.
    const notifications = (await (await request.get('/api/notifications')).json()) as { type: string }[];
    expect(notifications.filter((item) => item.type === 'status')).toHaveLength(1);
    await expect(page.evaluate(() => localStorage.getItem('pendingOperations'))).resolves.toBeNull();
  });

  test('a change made offline in one tab is queued once and reaches the other tab when online', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seedTask(request, baseURL!, 'Общая задача');
    const other = await page.context().newPage();
    await page.goto('/app');
    await other.goto('/app');
    await expect(row(page, 'Общая задача')).toBeVisible();
    await expect(row(other, 'Общая задача')).toBeVisible();
    // The service worker has taken both pages over, so the app's code is there offline. (Before that, on
    // a first visit, a change made offline may find the queue's code missing: the app then says so —
    // app-offline-unloaded.test.tsx — instead of failing silently; CI once went offline in that moment.)
    for (const tab of [page, other])
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Новая задача' }).fill('Из первой вкладки');
    await page.getByRole('textbox', { name: 'Новая задача' }).press('Enter');
    await expect(row(page, 'Из первой вкладки')).toBeVisible();
    await page.context().setOffline(false);

    await expect(row(other, 'Из первой вкладки')).toBeVisible({ timeout: 10_000 });
    await expect(indicator(page)).toHaveText('Синхронизировано', { timeout: 15_000 });
    await expect(indicator(other)).toHaveText('Синхронизировано');
    const titles = (await serverTasks(request)).map((task) => task.title);
    expect(titles.filter((title) => title === 'Из первой вкладки')).toHaveLength(1);
  });
});
