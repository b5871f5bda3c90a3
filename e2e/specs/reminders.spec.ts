// Reminders in the browser (issue 18): a reminder's link opens its task; the task's reminder select
// saves through the queue like other fields; the settings switch says what this browser can do; the
// service worker carries the push script. Delivery itself (push and e-mail, once across processes) is
// the server's process test (apps/server/test/process/reminder-two-processes.test.ts).
import { expect, test } from '../support/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';

const today = () => new Date().toISOString().slice(0, 10);

test.describe('reminders', () => {
  for (const width of [1280, 390]) {
    test(`a reminder's link opens its task, whose reminder is set and changed (${width} px)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const request = page.context().request;
      await signUpViaApi(request, baseURL!);
      const created = await request.post('/api/tasks', {
        data: { title: 'Позвонить в банк', startDate: today(), startTime: '23:59', reminderMinutes: 15 },
        headers: { Origin: baseURL! },
      });
      expect(created.status()).toBe(201);
      const task = (await created.json()) as { id: string };
      await request.post('/api/tasks', { data: { title: 'Без времени' }, headers: { Origin: baseURL! } });

      await page.goto(`/app?task=${task.id}`);
      const reminder = page.getByRole('combobox', { name: 'Напоминание' });
      await expect(reminder).toBeVisible();
      await expect(page).toHaveURL(/\/app$/);
      await expect(reminder).toHaveValue('15');
      await reminder.selectOption({ label: 'В момент начала' });
      await expect
        .poll(async () => {
          const read = await request.get(`/api/tasks/${task.id}`);
          return ((await read.json()) as { reminderMinutes: number | null }).reminderMinutes;
        })
        .toBe(0);
      await page.screenshot({
        path: test.info().outputPath(`reminder-select-${width}.png`),
        fullPage: false,
      });
      await expectNoSeriousViolations(page, 'the task detail with its reminder');
    });
  }

  test('the settings switch says what this browser can do; the worker imports the push script', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Настройки' }).click();
    const dialog = page.getByRole('dialog');
    const control = dialog.getByRole('switch', { name: 'Напоминания на этом устройстве' });
    await expect(control).toBeVisible();
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByText(/напоминания приходят на почту|Напоминания придут на почту/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reminders-switch.png') });
    await expectNoSeriousViolations(page, 'the settings dialog with the reminders switch');

    const script = await page.request.get('/push-sw.js');
    expect(script.status()).toBe(200);
    expect(await script.text()).toContain("addEventListener('notificationclick'");
    const worker = await page.request.get('/sw.js');
    expect(await worker.text()).toContain('importScripts("/push-sw.js")');
  });
});
