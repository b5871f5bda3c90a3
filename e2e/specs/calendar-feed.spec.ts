import type { APIRequestContext } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, newClientContext, test } from '../support/test';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, data: Record<string, unknown>) {
  const response = await request.post('/api/tasks', { data, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

test.describe('calendar feed', () => {
  test('turned on in the settings, subscribed to by URL without a session, replaced and turned off', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const dentist = await seedTask(request, baseURL!, {
      title: 'Стоматолог, кабинет 5',
      startDate: '2026-06-16',
      startTime: '09:30',
      durationMinutes: 45,
    });
    await seedTask(request, baseURL!, { title: 'Без даты' });

    await page.goto('/app');
    await page.getByRole('button', { name: 'Настройки', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const section = dialog.getByRole('region', { name: 'Календарь' });
    await section.getByRole('button', { name: 'Включить' }).click();
    const link = section.getByRole('textbox', { name: 'Ссылка на календарь' });
    await expect(link).toBeFocused();
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(section.getByText(/показывается только один раз/)).toBeVisible();
    await expectNoSeriousViolations(page, 'settings with the calendar feed on');
    await dialog.screenshot({ path: testInfo.outputPath('calendar-feed-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('calendar-feed-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A calendar app has no session: another browser fetches the URL as it is.
    const calendarApp = await newClientContext(browser);
    const feed = await calendarApp.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:${dentist.id}@`);
    expect(text).toContain('SUMMARY:Стоматолог\\, кабинет 5');
    expect(text).not.toContain('Без даты');

    // A new link, confirmed: the old one stops working.
    await section.getByRole('button', { name: 'Новая ссылка' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Создать' }).click();
    await expect(link).not.toHaveValue(url);
    const newUrl = await link.inputValue();
    expect((await calendarApp.request.get(url)).status()).toBe(404);
    expect((await calendarApp.request.get(newUrl)).status()).toBe(200);

    // Turned off by keyboard: the confirmation's Cancel has the focus first, so Tab to confirm.
    await section.getByRole('button', { name: 'Выключить' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Отмена' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Выключить' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Включить' })).toBeFocused();
    expect((await calendarApp.request.get(newUrl)).status()).toBe(404);
    await calendarApp.close();
  });

  test('a notification opens its task, at 390 px too', async ({ page, baseURL }, testInfo) => {
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const task = await seedTask(request, baseURL!, { title: 'Позвонить в банк' });
    const status = await request.post(`/api/tasks/${task.id}/status`, {
      data: { status: 'inProgress' },
      headers: { Origin: baseURL! },
    });
    expect(status.ok()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).click();
    const sheet = page.getByRole('dialog', { name: 'Уведомления' });
    const item = sheet.getByRole('button', { name: /Позвонить в банк/ });
    await expect(item).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('notifications-390.png') });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Детали задачи' })).toBeVisible();
    // Opening it marked it read: the bell (behind the modal sheet) counts none.
    await expect(
      page.getByRole('button', { name: 'Уведомления', exact: true, includeHidden: true }),
    ).toBeAttached();
  });
});
