import type { APIRequestContext } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The person's task titles, as the server has them. */
async function taskTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/tasks?view=all');
  if (!response.ok()) throw new Error(`listing tasks failed: ${response.status()}`);
  const body = (await response.json()) as { tasks: { title: string }[] };
  return body.tasks.map((task) => task.title);
}

test.describe('coach chat', () => {
  test('a coach request proposes an action that changes nothing until accepted, then applies and undoes it; the history survives a reload', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);

    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Задачи' })).toBeVisible();
    await page.getByRole('button', { name: 'Открыть ИИ-чат с коучем' }).click();
    const chat = page.getByRole('dialog', { name: 'ИИ-чат' });
    await expect(chat.getByText(/Привет! Я Макс/)).toBeVisible();
    await expect(chat.getByRole('listitem')).toHaveCount(9);

    const input = chat.getByRole('textbox', { name: 'Сообщение коучу' });
    await input.fill('Создай задачу: подготовить отчёт к пятнице');
    await input.press('Enter');
    const card = chat.getByRole('article', { name: 'Создать задачу «Подготовить отчёт»' });
    await expect(card).toBeVisible();
    await expect(chat.getByText(/Предлагаю добавить задачу/)).toBeVisible();
    await expectNoSeriousViolations(page, 'the coach chat with a proposed action');

    // Proposed, not applied: the server has no task.
    expect(await taskTitles(request)).toEqual([]);

    await card.getByRole('button', { name: 'Принять' }).click();
    await expect(card.getByText('Применено')).toBeVisible();
    await expect.poll(() => taskTitles(request)).toEqual(['Подготовить отчёт']);

    await card.getByRole('button', { name: 'Отменить' }).click();
    await expect(card.getByRole('button', { name: 'Принять' })).toBeVisible();
    await expect.poll(() => taskTitles(request)).toEqual([]);

    // The history is the person's and synced: after a reload it is all there, the action not applied.
    await expect.poll(async () => (await (await request.get('/api/chat-messages')).json()).length).toBe(2);
    await page.reload();
    await page.getByRole('button', { name: 'Открыть ИИ-чат с коучем' }).click();
    await expect(chat.getByText('Создай задачу: подготовить отчёт к пятнице')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Принять' })).toBeVisible();
  });

  test('fits a 390 px screen and works from the keyboard', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Открыть ИИ-чат с коучем' }).click();
    const chat = page.getByRole('dialog', { name: 'ИИ-чат' });
    const input = chat.getByRole('textbox', { name: 'Сообщение коучу' });
    await expect(input).toBeVisible();
    const box = await chat.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    const overflow = await chat.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await input.focus();
    await page.keyboard.type('Что мне сделать в первую очередь сегодня?');
    await page.keyboard.press('Enter');
    await expect(chat.locator('[data-role="assistant"]')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'the coach chat at 390 px');
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
  });
});
