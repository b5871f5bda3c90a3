import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';

/** Creates a task through the API (seeding, not the flow under test). */
async function seedTask(request: APIRequestContext, baseURL: string, title: string) {
  const response = await request.post('/api/tasks', { data: { title }, headers: { Origin: baseURL } });
  if (!response.ok()) throw new Error(`seeding a task failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string };
}

/** True when `locator` is the focused element. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** A short description of the focused element, for failure messages. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> ${name}`;
  });
}

/**
 * Presses Tab — or Shift+Tab when the target comes before the focus in the page — until `target` has the
 * focus, as a keyboard user walks to it; fails when it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 80 } = {}) {
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body || active.contains(element)) return false;
    return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `not reached by ${backwards ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** Fails unless `target` has the focus (waits a little: Radix moves it after a frame). */
async function expectFocused(page: Page, target: Locator, what: string) {
  await expect
    .poll(async () => ((await isFocused(target)) ? 'focused' : await focusedElement(page)), { message: what })
    .toBe('focused');
}

/** The list row's open button of a task (its accessible name carries the title). */
function row(page: Page, title: string) {
  return page.getByRole('button', { name: `Открыть задачу «${title}»`, exact: true });
}

/**
 * Changes a status, toggles the MVD, filters by status in the filter dialog and deletes a task through
 * its confirmation, with the keyboard alone, checking where the focus lands after each step.
 */
async function keyboardOnlyFlow(page: Page, { narrow }: { narrow: boolean }) {
  const list = page.getByRole('list', { name: 'Список задач' });
  await expect(row(page, 'Первая задача')).toBeVisible();
  await expect(row(page, 'Вторая задача')).toBeVisible();
  await expect(row(page, 'Третья задача')).toBeVisible();

  // 1. Status change.
  if (narrow) {
    // The status select is for wider screens; at 390 px the row's own toggle completes the task.
    const complete = page.getByRole('button', { name: 'Завершить «Третья задача»' });
    await tabTo(page, complete);
    await page.keyboard.press('Space');
    await expect(page.getByText('🎉 Поздравляем! Задача выполнена')).toBeVisible();
    await expect(row(page, 'Третья задача')).toHaveCount(0);
    // The row left the active view: the focus stays in the list instead of falling to the page.
    await expectFocused(page, list, 'after the completed task left the list');
  } else {
    const status = page.getByRole('combobox', { name: 'Статус задачи «Третья задача»' });
    await tabTo(page, status);
    // A closed select takes the arrow keys: waiting → in progress.
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('inProgress');
    await expect(page.getByRole('button', { name: /^В работе/, expanded: true })).toBeVisible();
    await expectFocused(page, status, 'after the status change');
  }

  // 2. MVD toggle: Enter on the star, the focus stays on it.
  const addToMvd = page.getByRole('button', { name: 'Добавить «Первая задача» в MVD' });
  await tabTo(page, addToMvd);
  await page.keyboard.press('Enter');
  const removeFromMvd = page.getByRole('button', { name: 'Убрать «Первая задача» из MVD' });
  await expect(removeFromMvd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Задача добавлена в MVD')).toBeVisible();
  await expect(page.getByText('MVD: 1 из 3')).toBeVisible();
  await expectFocused(page, removeFromMvd, 'after the MVD toggle');

  // 3. The filter dialog: open with Enter, pick a status with the arrows, apply; the focus comes back.
  // Its name gains 'Фильтры включены' while a filter is on.
  const filtersButton = page.getByRole('button', { name: /^Фильтры/ });
  await tabTo(page, filtersButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Фильтр задач' });
  await expect(dialog).toBeVisible();
  const statusFilter = dialog.getByLabel('Статус');
  await tabTo(page, statusFilter, { max: 10 });
  // All statuses → waiting.
  await page.keyboard.press('ArrowDown');
  await expect(statusFilter).toHaveValue('waiting');
  await tabTo(page, dialog.getByRole('button', { name: 'Готово' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expectFocused(page, filtersButton, 'after applying the filter dialog');
  await expect(page.getByRole('img', { name: 'Фильтры включены' })).toBeVisible();
  await expect(row(page, 'Первая задача')).toBeVisible();
  await expect(row(page, 'Вторая задача')).toBeVisible();
  await expect(row(page, 'Третья задача')).toHaveCount(0);
  // Reset from the dialog, then close it with Escape.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Сбросить' }), { max: 10 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocused(page, filtersButton, 'after closing the filter dialog with Escape');
  await expect(page.getByRole('img', { name: 'Фильтры включены' })).toHaveCount(0);

  // 4. Delete through the confirmation: Escape keeps the task and gives the focus back to its button;
  // confirming removes it and leaves the focus in the list.
  const deleteButton = page.getByRole('button', { name: 'Удалить «Вторая задача»' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Удалить задачу?' });
  await expect(confirm).toBeVisible();
  // Cancel has the focus first, so Enter never deletes by accident.
  await expectFocused(page, confirm.getByRole('button', { name: 'Отмена' }), 'when the confirmation opens');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(row(page, 'Вторая задача')).toBeVisible();
  await expectFocused(page, deleteButton, 'after cancelling the confirmation');

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Удалить', exact: true }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(row(page, 'Вторая задача')).toHaveCount(0);
  await expectFocused(page, list, 'after deleting a task');
  // From the list, the keyboard carries on to the next task.
  await page.keyboard.press('Tab');
  await expect.poll(() => list.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // The server holds every change.
  await page.reload();
  await expect(row(page, 'Первая задача')).toBeVisible();
  await expect(row(page, 'Вторая задача')).toHaveCount(0);
  await expect(page.getByText('MVD: 1 из 3')).toBeVisible();
}

test.describe('/app with the keyboard alone', () => {
  test('desktop: status, MVD, the filter dialog and delete, focus landing sensibly; axe at the end', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const request = page.context().request;
    await signUpViaApi(request, baseURL!);
    for (const title of ['Третья задача', 'Вторая задача', 'Первая задача']) {
      await seedTask(request, baseURL!, title);
    }
    await page.goto('/app');
    await keyboardOnlyFlow(page, { narrow: false });
    await expectNoSeriousViolations(page, '/app after the keyboard flow');
  });

  test('390 px: status, MVD, the filter dialog and delete, focus landing sensibly; axe at the end', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await newClientContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    for (const title of ['Третья задача', 'Вторая задача', 'Первая задача']) {
      await seedTask(context.request, baseURL!, title);
    }
    await page.goto('/app');
    await keyboardOnlyFlow(page, { narrow: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/app at 390 px after the keyboard flow');
    await context.close();
  });

  test('390 px: the detail sheet gives the focus back to its row; deleting the last task leaves it on the page', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await newClientContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpViaApi(context.request, baseURL!);
    await seedTask(context.request, baseURL!, 'Единственная задача');
    await page.goto('/app');
    const only = row(page, 'Единственная задача');
    await tabTo(page, only);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Детали задачи' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expectFocused(page, only, 'after closing the detail sheet');

    const deleteButton = page.getByRole('button', { name: 'Удалить «Единственная задача»' });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Удалить задачу?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Удалить', exact: true }), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
    // The list is gone with its last task: the focus goes to the page's main region, not to <body>.
    await expectFocused(page, page.locator('#main-content'), 'after deleting the last task');
    await context.close();
  });
});
