import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, newClientContext, test } from '../support/test';

interface ServerTask {
  id: string;
  title: string;
  strategyId: string | null;
}

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string): Promise<ServerTask> {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ServerTask;
}

/** The server's view of the person's tasks, by title. */
async function serverTasks(request: APIRequestContext): Promise<Record<string, string | null>> {
  const response = await request.get('/api/tasks?view=all');
  const { tasks } = (await response.json()) as { tasks: ServerTask[] };
  return Object.fromEntries(tasks.map((task) => [task.title, task.strategyId]));
}

/** The server's strategies, by name. */
async function serverStrategies(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/strategies');
  const strategies = (await response.json()) as { id: string; name: string }[];
  return Object.fromEntries(strategies.map((strategy) => [strategy.name, strategy.id]));
}

/** Fills and submits the "new direction" form. */
async function createDirection(
  page: Page,
  draft: { name: string; description: string; priority: string; color: string },
) {
  const form = page.getByRole('form', { name: 'Новое направление' });
  await form.getByRole('textbox', { name: 'Название' }).fill(draft.name);
  await form.getByRole('textbox', { name: 'Описание' }).fill(draft.description);
  await form.getByRole('radio', { name: draft.priority }).check();
  await form.getByRole('radio', { name: draft.color }).check();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { level: 3, name: draft.name })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Название' })).toHaveValue('');
}

test.describe('strategy', () => {
  test('create strategies, auto-assign, accept one proposal and dismiss another; axe finds nothing serious', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    await seedTask(request, baseURL!, 'Резюме для собеседования');
    await seedTask(request, baseURL!, 'Спорт: пробежки по утрам');
    await seedTask(request, baseURL!, 'Купить молоко');

    await page.goto('/strategy');
    await expect(page.getByRole('heading', { level: 1, name: 'Стратегии' })).toBeVisible();
    // The top bar is hidden here (spec §2).
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toHaveCount(0);
    await expect(page.getByText('Стратегий пока нет. Создайте первое направление выше.')).toBeVisible();

    await createDirection(page, {
      name: 'Карьера',
      description: 'Резюме, собеседования, курсы',
      priority: 'Средний',
      color: 'Фиолетовый',
    });
    await createDirection(page, {
      name: 'Здоровье',
      description: 'Спорт, пробежки и сон',
      priority: 'Высокий',
      color: 'Зелёный',
    });
    // Highest priority first.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Здоровье', 'Карьера']);
    await expect
      .poll(async () => Object.keys(await serverStrategies(request)).sort())
      .toEqual(['Здоровье', 'Карьера']);

    await page.getByRole('button', { name: 'Распределить задачи' }).click();
    const acceptCareer = page.getByRole('button', { name: 'Принять: «Резюме для собеседования» → Карьера' });
    const dismissHealth = page.getByRole('button', {
      name: 'Отклонить: «Спорт: пробежки по утрам» → Здоровье',
    });
    await expect(acceptCareer).toBeVisible();
    await expect(dismissHealth).toBeVisible();
    await expect(page.getByText(/Купить молоко/)).toHaveCount(0);
    await expectNoSeriousViolations(page, '/strategy with proposals');

    // Nothing changed on the server before a proposal is accepted.
    expect(Object.values(await serverTasks(request))).toEqual([null, null, null]);
    await dismissHealth.click();
    await acceptCareer.click();
    await expect(page.getByText('Принято 1 предложение. Все предложения разобраны.')).toBeVisible();

    const ids = await serverStrategies(request);
    await expect
      .poll(() => serverTasks(request))
      .toEqual({
        'Резюме для собеседования': ids['Карьера'],
        'Спорт: пробежки по утрам': null,
        'Купить молоко': null,
      });
    const career = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Карьера' }) });
    await expect(career.getByText('Выполнено 0 из 1')).toBeVisible();
    await expect(career.getByRole('list', { name: 'Задачи «Карьера»' })).toContainText(
      'Резюме для собеседования',
    );

    // Deleting a strategy keeps its task, without a strategy.
    await page.getByRole('button', { name: 'Удалить «Карьера»' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Её 1 задача останется — без стратегии.');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Карьера' })).toHaveCount(0);
    await expect.poll(() => serverTasks(request)).toMatchObject({ 'Резюме для собеседования': null });
    await expectNoSeriousViolations(page, '/strategy after the flow');
  });

  test('390 px: no sideways scrolling, a direction made with the keyboard, and no serious axe violation', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const context = await newClientContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    await seedTask(context.request, baseURL!, 'Спорт: пробежки по утрам');
    await page.goto('/strategy');
    await expect(page.getByRole('heading', { level: 1, name: 'Стратегии' })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Название' });
    await name.focus();
    await page.keyboard.type('Здоровье и спорт с длинным названием направления');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Спорт, пробежки и сон — каждый день, даже в выходные и в отпуске');
    await name.press('Enter');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Здоровье и спорт с длинным названием направления' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Распределить задачи' }).click();
    await expect(page.getByRole('button', { name: /^Принять: «Спорт: пробежки по утрам»/ })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/strategy at 390 px');
    await context.close();
  });
});
