import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, newClientContext, test } from '../support/test';

interface ServerTask {
  id: string;
  title: string;
  description: string | null;
  type: 'task' | 'idea';
}

/**
 * Signed-in pages the idea shortcut is checked on, each with what shows once it is ready. Add a page
 * here (e.g. /priorities) and it is checked like the others.
 */
const CAPTURE_PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/app', ready: (page) => page.getByRole('heading', { level: 1, name: 'Задачи' }) },
  { path: '/tags', ready: (page) => page.getByRole('heading', { level: 1, name: 'Теги' }) },
  { path: '/priorities', ready: (page) => page.getByRole('heading', { level: 1, name: 'Приоритеты' }) },
];

/** The person's tasks of a view, as the server holds them. */
async function serverTasks(request: APIRequestContext, view: string): Promise<ServerTask[]> {
  const response = await request.get(`/api/tasks?view=${view}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: ServerTask[] }).tasks;
}

/** Seeds through the API (not the flow under test). */
async function seed(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  data?: object,
  method = 'post',
) {
  const response = await request.fetch(url, { method, data, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding ${url} failed: ${response.status()} ${await response.text()}`);
  return response;
}

const captureBox = (page: Page) => page.getByRole('dialog', { name: 'Новая идея · Alt+I' });

test.describe('ideas', () => {
  test('captured with Alt+I on every signed-in page, listed apart on /app, made a task with notes and tags', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seed(request, baseURL!, '/api/tasks', { id: randomUUID(), title: 'Оплатить интернет' });

    for (const { path, ready } of CAPTURE_PAGES) {
      const title = `Идея со страницы ${path}`;
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      // The floating button names the shortcut for those who point.
      await expect(page.getByRole('button', { name: 'Записать идею' })).toHaveAttribute(
        'title',
        'Записать идею (Alt+I)',
      );
      await page.keyboard.press('Alt+KeyI');
      const box = captureBox(page);
      await expect(box).toBeVisible();
      const field = box.getByRole('textbox', { name: 'Текст идеи' });
      await expect(field).toBeFocused();
      if (path === '/app') await expectNoSeriousViolations(page, 'the idea capture box');
      await field.fill(title);
      await field.press('Enter');
      await expect(box).toBeHidden();
      await expect
        .poll(async () => (await serverTasks(request, 'ideas')).map((task) => [task.title, task.type]))
        .toContainEqual([title, 'idea']);
    }

    // Typing in a field, the same keys do not open the box.
    await page.goto('/app');
    const addTask = page.getByRole('textbox', { name: 'Новая задача' });
    await addTask.click();
    await page.keyboard.press('Alt+KeyI');
    await expect(captureBox(page)).toBeHidden();
    expect(await serverTasks(request, 'active')).toEqual([
      expect.objectContaining({ title: 'Оплатить интернет' }),
    ]);

    // An idea with notes and a tag, then listed apart: not among the tasks to do, all in "Ideas".
    const noted = (
      await (
        await seed(request, baseURL!, '/api/tasks', {
          id: randomUUID(),
          title: 'Сад на балконе',
          description: 'Томаты и базилик',
          type: 'idea',
        })
      ).json()
    ).id as string;
    const tag = (await (await seed(request, baseURL!, '/api/tags', { id: randomUUID(), name: 'Дом' })).json())
      .id as string;
    await seed(request, baseURL!, `/api/tasks/${noted}/tags/${tag}`, undefined, 'put');
    await page.reload();
    const openRow = (title: string) =>
      page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
    await expect(openRow('Оплатить интернет')).toBeVisible();
    await expect(openRow('Сад на балконе')).toHaveCount(0);
    await page.getByRole('button', { name: '💡 Идеи' }).click();
    await expect(openRow('Сад на балконе')).toBeVisible();
    for (const { path } of CAPTURE_PAGES) await expect(openRow(`Идея со страницы ${path}`)).toBeVisible();
    await expect(openRow('Оплатить интернет')).toHaveCount(0);
    await expect(page.getByText('💡 Идея').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the ideas view');

    await page.getByRole('button', { name: 'Сделать задачей идею «Сад на балконе»' }).click();
    await expect(openRow('Сад на балконе')).toHaveCount(0);
    await expect
      .poll(async () => {
        const response = await request.get(`/api/tasks/${noted}`);
        return (await response.json()) as ServerTask;
      })
      .toMatchObject({ id: noted, title: 'Сад на балконе', description: 'Томаты и базилик', type: 'task' });
    const links = (await (await request.get('/api/task-tags')).json()) as { taskId: string; tagId: string }[];
    expect(links).toContainEqual(expect.objectContaining({ taskId: noted, tagId: tag }));
    await page.getByRole('button', { name: 'Активные' }).click();
    await expect(openRow('Сад на балконе')).toBeVisible();
  });

  test('390 px: the light bulb button above the bottom navigation captures an idea by touch', async ({
    browser,
    baseURL,
  }) => {
    const context = await newClientContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await signUpViaApi(context.request, baseURL!);
      await page.goto('/app');
      await expect(page.getByRole('heading', { level: 1, name: 'Задачи' })).toBeVisible();
      await page.getByRole('button', { name: 'Записать идею' }).tap();
      const box = captureBox(page);
      await box.getByRole('textbox', { name: 'Текст идеи' }).fill('Идея с телефона');
      await box.getByRole('button', { name: 'Сохранить' }).tap();
      await expect(box).toBeHidden();
      await expect
        .poll(async () =>
          (await serverTasks(context.request, 'ideas')).map((task) => [task.title, task.type]),
        )
        .toEqual([['Идея с телефона', 'idea']]);
      // The bottom navigation stays usable beside the button.
      await page.getByRole('navigation', { name: 'Мобильная навигация' }).getByRole('link').last().tap();
      await expect(page).toHaveURL(/\/gamification$/);
    } finally {
      await context.close();
    }
  });
});
