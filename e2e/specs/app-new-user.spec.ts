import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(
  request: APIRequestContext,
  baseURL: string,
  data: { title: string; startDate?: string },
  status?: string,
) {
  const headers = { Origin: baseURL };
  const response = await request.post('/api/tasks', { data, headers });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  const task = (await response.json()) as { id: string; title: string };
  if (status) {
    const changed = await request.post(`/api/tasks/${task.id}/status`, { data: { status }, headers });
    if (!changed.ok()) throw new Error(`seeding a status failed: ${changed.status()}`);
  }
  return task;
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string, language: 'ru' | 'en' = 'ru') {
  const name = language === 'ru' ? `Открыть задачу «${title}»` : `Open task “${title}”`;
  return page.getByRole('button', { name, exact: true });
}

/** The visible toasts' texts (sonner keeps leaving ones in the DOM for a moment, marked removed). */
function visibleToasts(page: Page) {
  return page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');
}

test.describe('the task slice, tried as a new user would', () => {
  test('a 501-character title keeps its text and shows the reason; a cancelled task stays visible', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/app');
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Новая задача' });
    const long = 'Очень длинное название задачи. '.repeat(17).slice(0, 501);
    expect(long).toHaveLength(501);
    await input.fill(long);
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Слишком длинный текст: не больше 500 символов. Сократите его, чтобы сохранить.',
    );
    await expect(page.getByText('Лишних символов: 1')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Nothing was cleared, nothing was sent, and no error toast says otherwise.
    await expect(input).toHaveValue(long);
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
    await expect(visibleToasts(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();

    // Shortened to the limit, it is accepted: the counter, then the task and the success toast.
    await input.fill(long.slice(0, 500));
    await expect(page.getByText('Осталось символов: 0')).toBeVisible();
    await input.press('Enter');
    await expect(page.getByRole('button', { name: `Открыть задачу «${long.slice(0, 500)}»` })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(visibleToasts(page)).toHaveText(['Задача создана']);

    // A cancelled task stays in sight: its own open section in the active view, also after a reload.
    await input.fill('Отменить подписку');
    await input.press('Enter');
    await expect(row(page, 'Отменить подписку')).toBeVisible();
    await page.getByRole('combobox', { name: 'Статус задачи «Отменить подписку»' }).selectOption('cancelled');
    await expect(page.getByRole('button', { name: /^Отменены/, expanded: true })).toBeVisible();
    await expect(row(page, 'Отменить подписку')).toBeVisible();
    await expect(page.getByText('Синхронизировано')).toBeVisible();
    await page.reload();
    await expect(row(page, 'Отменить подписку')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Статус задачи «Отменить подписку»' })).toHaveValue(
      'cancelled',
    );
    await expect(page.getByRole('combobox', { name: 'Статус', exact: true })).toHaveValue('all');
  });

  test('a blank title shows "Task title cannot be empty" under the field, as the detail panel does', async ({
    browser,
    baseURL,
  }) => {
    const context = await newClientContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    await seedTask(context.request, baseURL!, { title: 'Existing task' });
    await page.goto('/app');
    const input = page.getByRole('textbox', { name: 'New task' });
    await input.fill('   ');
    await input.press('Enter');
    const message = page.getByRole('alert');
    await expect(message).toHaveText('Task title cannot be empty');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await expect(visibleToasts(page)).toHaveCount(0);

    // The detail panel says the same for its title.
    await row(page, 'Existing task', 'en').click();
    const title = page.getByRole('complementary', { name: 'Task details' }).getByRole('textbox', {
      name: 'Task title',
    });
    await title.fill('');
    await title.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Task details' }).getByRole('alert')).toHaveText(
      'Task title cannot be empty',
    );
    await context.close();
  });

  test('the Completed view shows its tasks without an extra click; dates read the same in the list and the detail', async ({
    page,
    baseURL,
  }) => {
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seedTask(request, baseURL!, { title: 'Купить молоко', startDate: '2026-06-15' }, 'completed');
    await seedTask(request, baseURL!, { title: 'Позвонить в банк' });
    await page.goto('/app');
    await expect(row(page, 'Позвонить в банк')).toBeVisible();
    await expect(row(page, 'Купить молоко')).toHaveCount(0);

    await page.getByRole('group', { name: 'Вид' }).getByRole('button', { name: 'Завершённые' }).click();
    await expect(row(page, 'Купить молоко')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Завершённые/, expanded: true })).toBeVisible();

    // One date format, by the interface language, in the row and in the detail.
    await expect(row(page, 'Купить молоко').locator('time')).toHaveText('15 июня 2026 г.');
    await row(page, 'Купить молоко').click();
    await expect(
      page
        .getByRole('complementary', { name: 'Детали задачи' })
        .getByRole('button', { name: 'Дата: 15 июня 2026 г.' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/app completed view with the detail open');
  });

  test("'Начать бесплатно' opens the sign-up tab, titled as sign-up", async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Начать бесплатно/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация в Fokus' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Регистрация — Fokus');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация в Fokus' })).toBeVisible();
  });
});
