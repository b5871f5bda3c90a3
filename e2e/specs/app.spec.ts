import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string };
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

test.describe('/app', () => {
  test('add, rename, complete, filter and delete a task', async ({ page, baseURL }) => {
    // A long flow on purpose (one user's session end to end); two busy cores need more than 30 s.
    test.setTimeout(120_000);
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Задачи' })).toBeVisible();
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Новая задача' });
    await input.press('Enter');
    await expect(page.getByText('Название задачи не может быть пустым')).toBeVisible();
    await input.fill('Написать отчёт');
    await input.press('Enter');
    await expect(row(page, 'Написать отчёт')).toBeVisible();
    await expect(input).toHaveValue('');
    await input.fill('Позвонить в банк');
    await input.press('Enter');
    await expect(row(page, 'Позвонить в банк')).toBeVisible();

    // Rename in the detail panel; the list follows.
    await row(page, 'Написать отчёт').click();
    const panel = page.getByRole('complementary', { name: 'Детали задачи' });
    const title = panel.getByRole('textbox', { name: 'Название задачи' });
    await title.fill('  Написать итоговый отчёт  ');
    await title.press('Enter');
    await expect(row(page, 'Написать итоговый отчёт')).toBeVisible();

    // Complete inline: the congratulation, and the task leaves the active view.
    await page.getByRole('button', { name: 'Завершить «Написать итоговый отчёт»' }).click();
    await expect(page.getByText('🎉 Поздравляем! Задача выполнена')).toBeVisible();
    await page.getByRole('button', { name: 'Закрыть детали' }).click();
    await expect(row(page, 'Написать итоговый отчёт')).toHaveCount(0);
    // The completed view shows its tasks at once, in an open section.
    await page.getByRole('group', { name: 'Вид' }).getByRole('button', { name: 'Завершённые' }).click();
    await expect(row(page, 'Написать итоговый отчёт')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Завершённые/, expanded: true })).toBeVisible();

    // Search filters as you type; the status filter narrows too.
    await page.getByRole('group', { name: 'Вид' }).getByRole('button', { name: 'Активные' }).click();
    await page.getByRole('searchbox', { name: 'Поиск задач' }).fill('банк');
    await expect(row(page, 'Позвонить в банк')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Поиск задач' }).fill('нет такого');
    await expect(page.getByText('Нет задач, подходящих под фильтры')).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтр задач' });
    await dialog.getByLabel('Статус').selectOption('inProgress');
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(page.getByText('Нет задач, подходящих под фильтры')).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();

    // Delete asks first; Cancel keeps the task.
    await page.getByRole('button', { name: 'Удалить «Позвонить в банк»' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отмена' }).click();
    await expect(row(page, 'Позвонить в банк')).toBeVisible();
    await page.getByRole('button', { name: 'Удалить «Позвонить в банк»' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(row(page, 'Позвонить в банк')).toHaveCount(0);
    // After a reload the server's state shows: the deleted task is gone, the completed one stays completed.
    await page.reload();
    await expect(page.getByText('В этом виде задач нет')).toBeVisible();
    await expect(row(page, 'Позвонить в банк')).toHaveCount(0);
  });

  test('the minimum viable day takes 3 tasks and refuses a 4th with the spec text', async ({
    page,
    baseURL,
  }) => {
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    for (const name of ['Один', 'Два', 'Три', 'Четыре']) await seedTask(request, baseURL!, name);
    await page.goto('/app');
    for (const name of ['Один', 'Два', 'Три']) {
      const star = page.getByRole('button', { name: `Добавить «${name}» в MVD` });
      await star.click();
      await expect(page.getByRole('button', { name: `Убрать «${name}» из MVD` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await page.getByRole('button', { name: 'Добавить «Четыре» в MVD' }).click();
    await expect(
      page.getByText('Минимально жизнеспособный день может содержать не более 3 задач'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Добавить «Четыре» в MVD' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a change on one device appears on another within 2 s, without a reload', async ({
    browser,
    baseURL,
  }) => {
    const first = await newClientContext(browser);
    const pageA = await first.newPage();
    const account = await signUpViaApi(first.request, baseURL!);
    const second = await newClientContext(browser);
    const signIn = await second.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { Origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);
    const pageB = await second.newPage();

    await pageA.goto('/app');
    await pageB.goto('/app');
    await expect(pageB.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
    // Let B's event stream connect before A changes anything.
    await pageB.waitForTimeout(500);

    const input = pageA.getByRole('textbox', { name: 'Новая задача' });
    await input.fill('С другого устройства');
    await input.press('Enter');
    await expect(row(pageA, 'С другого устройства')).toBeVisible();
    await expect(row(pageB, 'С другого устройства')).toBeVisible({ timeout: 2_000 });

    await pageA.getByRole('button', { name: 'Завершить «С другого устройства»' }).click();
    await expect(
      pageB.getByRole('button', { name: 'Вернуть «С другого устройства» в ожидание' }),
    ).toHaveCount(0);
    await expect(row(pageB, 'С другого устройства')).toHaveCount(0, { timeout: 2_000 });

    await first.close();
    await second.close();
  });

  test('axe-core finds no serious or critical violation, with tasks and the detail panel open', async ({
    page,
    baseURL,
  }) => {
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seedTask(request, baseURL!, 'Проверить доступность');
    await page.goto('/app');
    await row(page, 'Проверить доступность').click();
    await expect(page.getByRole('complementary', { name: 'Детали задачи' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Название задачи' })).toBeVisible();
    await expectNoSeriousViolations(page, '/app with the detail panel open');
  });

  test('390 px: the list, adding and the detail sheet work with the keyboard', async ({
    browser,
    baseURL,
  }) => {
    const context = await newClientContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    await page.goto('/app');
    const input = page.getByRole('textbox', { name: 'Новая задача' });
    await input.focus();
    await page.keyboard.type('Маленький экран');
    await page.keyboard.press('Enter');
    await row(page, 'Маленький экран').focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Детали задачи' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
