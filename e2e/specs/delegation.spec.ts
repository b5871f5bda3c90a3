import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { readFileSync } from 'node:fs';
import { MAILBOX_URL, type ReceivedMail } from '../support/mail';
import { expect, newClientContext, test } from '../support/test';

/** A real PNG (the app's icon) and a text file the preview cannot show. */
const ICON = readFileSync(new URL('../../apps/web/public/icon-192.png', import.meta.url));
const NOTES = Buffer.from('Краска: белая, 2 л\nКисть: широкая\n');

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', {
    data: { title, description: 'Белая, два литра' },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string };
}

/** Uploads a file to the owner's task through the API (seeding; the owner's upload has its own tests). */
async function seedFile(
  request: APIRequestContext,
  baseURL: string,
  taskId: string,
  name: string,
  body: Buffer,
) {
  const response = await request.post(`/api/tasks/${taskId}/attachments?name=${encodeURIComponent(name)}`, {
    data: body,
    headers: { Origin: baseURL, 'Content-Type': 'application/octet-stream' },
  });
  if (!response.ok()) throw new Error(`seeding a file failed: ${response.status()} ${await response.text()}`);
}

/** The delegation e-mail the SMTP server received for `to`, once it has arrived: the link in it. */
async function linkFromInbox(to: string, taskId: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as ReceivedMail[];
        const mail = messages.find((message) => message.to.includes(to));
        // The plain-text part holds the link on a line of its own (quoted-printable keeps it whole
        // only when short, so the soft line breaks are joined first).
        const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
        link =
          new RegExp(`https?://[^\\s"<>]*/shared-task/${taskId}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0] ??
          '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

test.describe('delegation', () => {
  test('the owner delegates; the delegate names themselves, comments and completes, the owner sees each step live; cancelling kills the link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await signUpViaApi(page.context().request, baseURL!);
    const task = await seedTask(page.context().request, baseURL!, 'Купить краску');
    await seedFile(page.context().request, baseURL!, task.id, 'icon.png', ICON);
    await seedFile(page.context().request, baseURL!, task.id, 'notes.txt', NOTES);

    // The owner delegates from the task detail; the e-mail goes out through the job queue to the SMTP
    // server this suite runs, and the delegate opens the link from it.
    await page.goto('/app');
    await row(page, 'Купить краску').click();
    const detail = page.getByRole('article', { name: 'Подробности задачи' });
    // The owner's own files: one attached from the detail (with the upload's toast), then removed.
    await detail.locator('input[type="file"]').setInputFiles({
      name: 'plan.txt',
      mimeType: 'text/plain',
      buffer: NOTES,
    });
    await expect(page.getByText('Файл загружен')).toBeVisible();
    await detail.getByRole('button', { name: 'Удалить plan.txt' }).click();
    await expect(detail.getByRole('button', { name: 'Просмотр: plan.txt' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Просмотр: icon.png' })).toBeVisible();

    await detail.getByRole('button', { name: 'Делегировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Делегировать задачу' });
    await dialog.getByRole('button', { name: 'Делегировать' }).click();
    await expect(dialog.getByText('Введите корректный адрес почты')).toBeVisible();
    await dialog.getByLabel('Почта исполнителя').fill('bob@example.test');
    await dialog.getByRole('button', { name: 'Делегировать' }).click();
    await expect(page.getByText('Задача делегирована')).toBeVisible();
    const linkField = dialog.getByLabel('Ссылка для исполнителя');
    await expect(linkField).toHaveValue(new RegExp(`/shared-task/${task.id}\\?token=`));
    const link = await linkFromInbox('bob@example.test', task.id);
    expect(link).toBe(await linkField.inputValue());
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(detail.getByTestId('delegation-status')).toHaveText('Ожидает');

    // The delegate: another browser, no account, an English browser.
    const delegateContext = await newClientContext(browser, { locale: 'en-US' });
    const delegate = await delegateContext.newPage();
    await delegate.goto(link);
    await expect(delegate.getByRole('heading', { level: 1, name: 'Delegated Task' })).toBeVisible();
    await expect(delegate.getByRole('heading', { name: 'Купить краску' })).toBeVisible();
    await expect(delegate.getByText('Белая, два литра')).toBeVisible();
    await expectNoSeriousViolations(delegate, 'the delegated page at 1280 px');

    const banner = delegate.getByRole('region', { name: 'Welcome!' });
    await expect(banner.getByRole('button', { name: 'Save' })).toBeDisabled();
    await banner.getByLabel('Your name').fill('Bob');
    await banner.getByLabel('Your name').press('Enter');
    await expect(delegate.getByText('Profile Updated')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(delegate.locator('p', { hasText: 'Assigned to:' })).toContainText('Bob');
    // The owner sees the name and the accepted assignment live.
    await expect(detail.getByTestId('delegation-assignee')).toContainText('Bob');
    await expect(detail.getByTestId('delegation-status')).toHaveText('Принята');

    // The delegate attaches a photo: listed at once, and live in the owner's task detail.
    await delegate.getByTestId('attach-file-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: ICON,
    });
    await expect(delegate.getByText('File Uploaded')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Просмотр: receipt.png' })).toBeVisible();

    // The files: preview the uploaded photo (zoom in steps of 25 %, rotate by 90°); another type
    // offers a download.
    await delegate.getByRole('button', { name: 'Preview receipt.png' }).click();
    const preview = delegate.getByRole('dialog', { name: 'File preview' });
    const image = preview.getByRole('img', { name: 'receipt.png' });
    await expect(image).toBeVisible();
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    await expect(preview.getByText('Zoom 125 %')).toBeVisible();
    await preview.getByRole('button', { name: 'Rotate by 90°' }).click();
    await expect(image).toHaveAttribute('data-rotation', '90');
    await expect(preview.getByText('Unable to load image')).toHaveCount(0);
    await expectNoSeriousViolations(delegate, 'the preview modal');
    await delegate.keyboard.press('Escape');
    await delegate.getByRole('button', { name: 'Preview notes.txt' }).click();
    await expect(delegate.getByText('Preview not available')).toBeVisible();
    await expect(delegate.getByRole('link', { name: 'Download File' })).toHaveAttribute(
      'href',
      new RegExp(`^/api/shared-tasks/${task.id}/attachments/[0-9a-f-]+\\?token=`),
    );
    await delegate.keyboard.press('Escape');

    await delegate.getByRole('tab', { name: /Comments/ }).click();
    const send = delegate.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await delegate.getByLabel('New comment').fill('Куплю завтра');
    await send.click();
    await expect(delegate.getByText('Comment Added')).toBeVisible();
    await expect(detail.getByText('Куплю завтра')).toBeVisible();

    // The owner's delegated-tasks screen, open in another tab, follows the completion live.
    const listPage = await page.context().newPage();
    await listPage.goto('/delegated-tasks');
    await expect(listPage.getByRole('heading', { level: 1, name: 'Делегированные задачи' })).toBeVisible();
    const item = listPage.getByTestId('delegated-task').filter({ hasText: 'Купить краску' });
    await expect(item).toContainText('Bob · bob@example.test');
    await expect(item).toContainText('Принята');

    await delegate.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(delegate.getByText('Task Completed')).toBeVisible();
    await expect(delegate.getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
    await expect(delegate.getByText('Task already marked as completed')).toBeVisible();
    await expect(detail.getByTestId('delegation-status')).toHaveText('Выполнена');
    await expect(item).toContainText('Выполнена');

    await delegate.setViewportSize({ width: 390, height: 844 });
    expect(await delegate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(delegate, 'the delegated page at 390 px');

    // Cancelling on the delegated-tasks screen kills the link.
    await expectNoSeriousViolations(listPage, 'the delegated-tasks screen at 1280 px');
    await listPage.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(listPage, 'the delegated-tasks screen at 390 px');
    await item.getByRole('button', { name: 'Отменить делегирование' }).click();
    await expect(listPage.getByText('Вы пока никому не поручали задач.', { exact: false })).toBeVisible();
    await expect
      .poll(async () => (await page.context().request.get('/api/delegated-tasks')).json())
      .toEqual([]);
    // The task detail on the first tab follows: the delegation is gone.
    await expect(detail.getByRole('button', { name: 'Делегировать' })).toBeVisible();

    // The delegate's open page shows the error state on its next action.
    await delegate.getByLabel('New comment').fill('Ещё вопрос');
    await delegate.getByRole('button', { name: 'Send' }).click();
    await expect(delegate.getByRole('alert')).toContainText('Invalid access token');
    await expect(delegate.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expectNoSeriousViolations(delegate, 'the delegated page error state at 390 px');
    await delegateContext.close();
  });

  test("a link without its token says 'Insufficient access data'", async ({ page }) => {
    await page.goto('/shared-task/0193a000-0000-7000-8000-000000000001');
    await expect(page.getByRole('alert')).toContainText('Недостаточно данных для доступа');
    await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();
  });
});
