// Reminders in the browser (issue 18): a reminder's link opens its task; the task's reminder select
// saves through the queue like other fields; the settings switch says what this browser can do; the
// service worker carries the push script, shows a pushed reminder (delivered to the real worker through
// the DevTools protocol; what a click on it does is apps/web/src/lib/pwa/push-sw.test.ts). Delivery itself (push and e-mail, once across processes) is
// the server's process test (apps/server/test/process/reminder-two-processes.test.ts).
import { expect, test } from '../support/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';

// A start that is ahead at any hour of the run, in any zone: tomorrow at 23:59 (UTC's date).
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

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
        data: { title: 'Позвонить в банк', startDate: tomorrow(), startTime: '23:59', reminderMinutes: 15 },
        headers: { Origin: baseURL! },
      });
      expect(created.status()).toBe(201);
      const task = (await created.json()) as { id: string };
      await request.post('/api/tasks', { data: { title: 'Без времени' }, headers: { Origin: baseURL! } });

      await page.goto(`/app?task=${task.id}`);
      const reminder = page.getByRole('combobox', { name: 'Напоминание' });
      // The detail panel (with its editor) is a chunk of its own, loaded on this first use: slow on a
      // busy 2-core machine.
      await expect(reminder).toBeVisible({ timeout: 20_000 });
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
  test('the service worker shows a pushed reminder', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['notifications'], { origin: baseURL! });
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    const created = await request.post('/api/tasks', {
      data: { title: 'Забрать посылку', startDate: tomorrow(), startTime: '23:59', reminderMinutes: 5 },
      headers: { Origin: baseURL! },
    });
    const task = (await created.json()) as { id: string };
    await page.goto('/app');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });

    // The push a reminder job sends (core's buildReminderPush shape), delivered to the real worker.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseURL!));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'Напоминание: Забрать посылку',
      body: 'Через 5 минут',
      taskId: task.id,
      url: `/app?task=${task.id}`,
      tag: `reminder:${task.id}`,
    };
    // Delivered again until it shows: a push that reaches a worker still activating can be dropped,
    // and one per task is all that can show (the tag replaces an earlier one).
    const origin = new URL(baseURL!).origin;
    await expect
      .poll(
        async () => {
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin,
            registrationId: await registrationId,
            data: JSON.stringify(message),
          });
          return page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
            }));
          });
        },
        { timeout: 20_000 },
      )
      .toEqual([{ title: message.title, body: message.body, tag: message.tag }]);
  });
});
