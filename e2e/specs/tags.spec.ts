import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expect, newClientContext, test } from '../support/test';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

/** The tag filter of the task screen (desktop). */
function tagFilter(page: Page) {
  return page.getByRole('combobox', { name: 'Тег', exact: true });
}

test.describe('tags', () => {
  test('created on /tags, put on a task, /app filtered by it; a rename in another browser follows live', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    const account = await signUpViaApi(request, baseURL!);
    for (const title of ['Оплатить интернет', 'Купить молоко']) await seedTask(request, baseURL!, title);

    await page.goto('/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Теги' })).toBeVisible();
    await expect(page.getByText('Тегов пока нет. Создайте первый выше.')).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Название' });
    await name.fill('Счета');
    await page.getByRole('radio', { name: 'Оранжевый' }).check();
    await name.press('Enter');
    await expect(name).toHaveValue('');
    await name.fill('Дом');
    await name.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: 'Счета' })).toContainText('0 задач');

    await page.goto('/app');
    await row(page, 'Оплатить интернет').click();
    const detail = page.getByRole('article', { name: 'Подробности задачи' });
    await detail.getByRole('button', { name: 'Добавить тег' }).click();
    await page.getByRole('checkbox', { name: 'Счета' }).click();
    await expect(page.getByRole('checkbox', { name: 'Счета' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(detail.getByRole('button', { name: 'Снять тег «Счета»' })).toBeVisible();

    await tagFilter(page).selectOption({ label: 'Счета' });
    await expect(row(page, 'Оплатить интернет')).toBeVisible();
    await expect(row(page, 'Купить молоко')).toHaveCount(0);

    // The same person in another browser renames the tag; the first follows live.
    const other = await newClientContext(browser);
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { Origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);
    const otherPage = await other.newPage();
    await otherPage.goto('/tags');
    await otherPage.getByRole('button', { name: 'Переименовать «Счета»' }).click();
    const rename = otherPage.getByRole('textbox', { name: 'Новое название тега «Счета»' });
    await rename.fill('Платежи');
    await rename.press('Enter');
    await expect(otherPage.getByRole('listitem').filter({ hasText: 'Платежи' })).toContainText('1 задача');

    await expect(tagFilter(page).getByRole('option', { name: 'Платежи' })).toHaveCount(1, { timeout: 5_000 });
    await expect(detail.getByRole('button', { name: 'Снять тег «Платежи»' })).toBeVisible();
    await other.close();
  });

  test('a tag made and put on a task offline reaches the server once', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seedTask(request, baseURL!, 'Позвонить маме');
    await page.goto('/app');
    await expect(row(page, 'Позвонить маме')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await row(page, 'Позвонить маме').click();
    const detail = page.getByRole('article', { name: 'Подробности задачи' });
    await detail.getByRole('button', { name: 'Добавить тег' }).click();
    const newTag = page.getByRole('textbox', { name: 'Новый тег' });
    await newTag.fill('Звонки');
    await newTag.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Звонки' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(detail.getByRole('button', { name: 'Снять тег «Звонки»' })).toBeVisible();
    await page.reload();
    await row(page, 'Позвонить маме').click();
    await expect(page.getByRole('button', { name: 'Снять тег «Звонки»' })).toBeVisible();

    await page.context().setOffline(false);
    await expect
      .poll(async () => (await (await request.get('/api/task-tags')).json()) as unknown[], {
        timeout: 15_000,
      })
      .toHaveLength(1);
    const tags = (await (await request.get('/api/tags')).json()) as { name: string }[];
    expect(tags.map((tag) => tag.name)).toEqual(['Звонки']);
    await expect(page.evaluate(() => localStorage.getItem('pendingOperations'))).resolves.toBeNull();
  });
});
