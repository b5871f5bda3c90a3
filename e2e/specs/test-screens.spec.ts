import type { Locator, Page } from '@playwright/test';
import { signUpViaApi } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The value shown under one of the four counts. */
function count(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** A task's row on /task-manager-test. */
function row(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
}

/** Presses Tab until `target` has focus (keyboard-only operation), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('/status-test', () => {
  test('the three controls share one status; dropdowns offer every status; read-only pickers are dimmed', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/status-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Тест статусов' })).toBeVisible();
    const selected = page.getByText('Сейчас выбран статус').locator('[data-status]');
    await expect(selected).toHaveAttribute('data-status', 'waiting');

    for (const size of ['Маленький', 'Средний', 'Большой']) {
      await expect(
        page.getByRole('radiogroup', { name: `Переключатель: ${size}` }).getByRole('radio'),
      ).toHaveText(['Ожидает', 'В работе', 'Завершена']);
    }
    await page
      .getByRole('radiogroup', { name: 'Таблетки', exact: true })
      .getByRole('radio', { name: 'Завершена' })
      .click();
    await expect(selected).toHaveAttribute('data-status', 'completed');
    await expect(
      page
        .getByRole('radiogroup', { name: 'Переключатель: Средний' })
        .getByRole('radio', { name: 'Завершена' }),
    ).toHaveAttribute('aria-checked', 'true');

    // Any status from any other: completed → paused, which the button pickers do not offer.
    await page.getByRole('button', { name: 'Выпадающий список: Обычный: Завершена' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveCount(6);
    await page.getByRole('menuitemradio', { name: /На паузе/ }).click();
    await expect(selected).toHaveAttribute('data-status', 'paused');

    // The compact picker: fixed English names with the spec's Russian descriptions.
    await page.getByRole('button', { name: 'Выпадающий список: Компактный: Paused' }).click();
    const menu = page.getByRole('menu');
    for (const description of [
      'Задача ожидает выполнения',
      'Задача в работе',
      'Задача приостановлена',
      'Задача завершена',
      'Задача отменена',
      'Задача запланирована',
    ]) {
      await expect(menu.getByText(description, { exact: true })).toBeVisible();
    }
    await menu.getByRole('menuitemradio', { name: /^Scheduled/ }).click();
    await expect(selected).toHaveAttribute('data-status', 'scheduled');

    const readOnly = page.getByRole('region', { name: 'Только просмотр' });
    await expect(readOnly.getByRole('radiogroup').first()).toHaveAttribute('aria-disabled', 'true');
    await expect(readOnly.getByRole('group').first()).toHaveAttribute('aria-disabled', 'true');
    await expect(readOnly.getByRole('button')).toHaveCount(0);
    for (const radio of await readOnly.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(readOnly.getByRole('radiogroup').first()).toHaveCSS('opacity', '0.6');

    await expectNoSeriousViolations(page, '/status-test with a menu closed');
  });

  test('keyboard alone: Tab reaches each control, arrows change the toggle, Enter opens and picks in the dropdown', async ({
    page,
  }) => {
    await page.goto('/status-test');
    const selected = page.getByText('Сейчас выбран статус').locator('[data-status]');
    const small = page.getByRole('radiogroup', { name: 'Переключатель: Маленький' });
    await tabTo(page, small.getByRole('radio', { name: 'Ожидает' }));
    // Held briefly like a person's key press: Radix checks the radio that takes focus while the arrow
    // key is still down, and moves focus on the next tick.
    await page.keyboard.press('ArrowRight', { delay: 100 });
    await expect(selected).toHaveAttribute('data-status', 'inProgress');
    await expect(small.getByRole('radio', { name: 'В работе' })).toBeFocused();

    const dropdown = page.getByRole('button', { name: /^Выпадающий список: Обычный/ });
    await tabTo(page, dropdown);
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitemradio');
    // The menu shows a frame before it moves focus to its first item; a key pressed in between is
    // lost, so wait for the focus as a person's eyes would.
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(selected).toHaveAttribute('data-status', 'scheduled');
    await expect(dropdown).toBeFocused();
  });

  test('390 px, dark and English: nothing overflows and axe finds no serious violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      localStorage.setItem('fokus-language', 'en');
      localStorage.setItem('ui-theme', 'dark');
    });
    await page.goto('/status-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Status test' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/status-test at 390 px, dark, English');
  });
});

test.describe('/task-manager-test', () => {
  test('add with Enter, add an idea, start, finish, stop, resume, delete; counts follow; empty state', async ({
    page,
    baseURL,
  }) => {
    // A long flow with three axe runs: generous time on a busy machine.
    test.slow();
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/task-manager-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Тест менеджера задач' })).toBeVisible();
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
    await expect(count(page, 'Всего задач')).toHaveText('0');
    await expectNoSeriousViolations(page, '/task-manager-test, empty');

    const input = page.getByPlaceholder('Название задачи...');
    const addTask = page.getByRole('button', { name: 'Задача', exact: true });
    const addIdea = page.getByRole('button', { name: 'Идея', exact: true });
    await expect(addTask).toBeDisabled();
    await expect(addIdea).toBeDisabled();

    await input.fill('Купить хлеб');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(row(page, 'Купить хлеб').getByText('Ожидает')).toBeVisible();
    await input.fill('Сад на балконе');
    await addIdea.click();
    await expect(row(page, 'Сад на балконе').getByText('💡 Идея')).toBeVisible();
    await expect(count(page, 'Всего задач')).toHaveText('2');
    await expect(count(page, 'Ожидающих')).toHaveText('2');

    const bread = row(page, 'Купить хлеб');
    await bread.getByRole('button', { name: 'Начать' }).click();
    await expect(bread.getByText('В работе')).toBeVisible();
    await expect(count(page, 'В работе')).toHaveText('1');
    await bread.getByRole('button', { name: 'Остановить' }).click();
    await expect(bread.getByRole('button', { name: 'Начать' })).toBeVisible();
    await expect(count(page, 'В работе')).toHaveText('0');
    await bread.getByRole('button', { name: 'Начать' }).click();
    await bread.getByRole('button', { name: 'Завершить' }).click();
    await expect(bread.getByText('Завершена')).toBeVisible();
    await expect(bread.getByText('Купить хлеб', { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(count(page, 'Завершено')).toHaveText('1');
    await expectNoSeriousViolations(page, '/task-manager-test with tasks');
    await bread.getByRole('button', { name: 'Возобновить' }).click();
    await expect(bread.getByRole('button', { name: 'Начать' })).toBeVisible();
    await expect(count(page, 'Завершено')).toHaveText('0');

    // Survives a reload: the changes reached the server.
    await page.reload();
    await expect(row(page, 'Купить хлеб').getByText('Ожидает')).toBeVisible();
    await expect(row(page, 'Сад на балконе').getByText('💡 Идея')).toBeVisible();

    for (const title of ['Купить хлеб', 'Сад на балконе']) {
      await row(page, title).getByRole('button', { name: 'Удалить' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
      await expect(row(page, title)).toHaveCount(0);
    }
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
    await expect(count(page, 'Всего задач')).toHaveText('0');
    await page.reload();
    await expect(page.getByText('Задач пока нет. Добавьте первую задачу выше!')).toBeVisible();
  });

  test('keyboard alone at 390 px in English and dark: add, start, finish and delete', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      localStorage.setItem('fokus-language', 'en');
      localStorage.setItem('ui-theme', 'dark');
    });
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/task-manager-test');
    const input = page.getByPlaceholder('Task title...');
    await tabTo(page, input);
    await page.keyboard.type('Water the plants');
    await page.keyboard.press('Enter');
    const plants = row(page, 'Water the plants');
    await expect(plants.getByText('Waiting')).toBeVisible();
    await expect(input).toBeFocused();

    await tabTo(page, plants.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    // Focus moves to the new first action, so Enter again finishes the task.
    await expect(plants.getByRole('button', { name: 'Finish' })).toBeFocused();
    await expect(plants.getByRole('button', { name: 'Finish' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(plants.getByText('Completed')).toBeVisible();
    await expect(count(page, 'Completed')).toHaveText('1');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/task-manager-test at 390 px, dark, English');

    await tabTo(page, plants.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete the task?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No tasks yet. Add your first task above!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeFocused();
  });

  test('signed out, it redirects to /auth', async ({ page }) => {
    await page.goto('/task-manager-test');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
