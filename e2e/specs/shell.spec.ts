import { expect, newClientContext, test } from '../support/test';
import { signUpViaApi } from '../support/auth';

test.describe('the web shell', () => {
  test('language: Russian by default, English when chosen, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('button', { name: 'Язык' }).click();
    await page
      .getByRole('menuitemradio', { name: 'English' })
      .or(page.getByRole('menuitem', { name: 'English' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Sign in to Fokus' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Fokus' })).toBeVisible();
  });

  test('an English browser gets English; only ru and en are accepted from storage', async ({ browser }) => {
    const context = await newClientContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign in to Fokus' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('fokus-language', 'de'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('theme: chosen theme applies and persists; landing pages are always dark with no switch', async ({
    page,
    baseURL,
  }) => {
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/priorities');
    await page.getByRole('button', { name: 'Тема' }).click();
    await page
      .getByRole('menuitemradio', { name: 'Яркая' })
      .or(page.getByRole('menuitem', { name: 'Яркая' }))
      .click();
    await expect(page.locator('html')).toHaveClass(/\bbright\b/);
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('bright');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bbright\b/);

    await page.getByRole('button', { name: 'Тема' }).click();
    await page
      .getByRole('menuitemradio', { name: 'Светлая' })
      .or(page.getByRole('menuitem', { name: 'Светлая' }))
      .click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    await page.goto('/landing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Тема' })).toHaveCount(0);
  });

  test('390 px: bottom navigation with five items and the spec active rules', async ({
    browser,
    baseURL,
  }) => {
    const context = await newClientContext(browser, {
      viewport: { width: 390, height: 844 },
      locale: 'ru-RU',
    });
    await signUpViaApi(context.request, baseURL!);
    const page = await context.newPage();
    await page.goto('/priorities');
    const nav = page.getByRole('navigation', { name: 'Мобильная навигация' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(5);
    await expect(nav.getByRole('link', { name: 'Приоритеты' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Задачи' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Прогресс' }).click();
    await expect(page).toHaveURL(/\/gamification$/);
    await expect(nav.getByRole('link', { name: 'Прогресс' })).toHaveAttribute('aria-current', 'page');

    // Under 768 px the sidebar is an off-canvas sheet (a dialog), toggled by Ctrl+B and closed by Esc.
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('dialog', { name: 'Боковая панель' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Боковая панель' })).toHaveCount(0);

    // No bottom navigation on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toBeHidden();
    await context.close();
  });

  for (const width of [1024, 1200]) {
    test(`${width} px in Russian: every control of the top bar fits in it, logout included`, async ({
      browser,
      baseURL,
    }) => {
      const context = await newClientContext(browser, { viewport: { width, height: 750 }, locale: 'ru-RU' });
      await signUpViaApi(context.request, baseURL!);
      const page = await context.newPage();
      await page.goto('/priorities');
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
      const controls = [
        bar.getByRole('link', { name: 'Руководство' }),
        bar.getByRole('button', { name: 'Тема' }),
        bar.getByRole('button', { name: 'Выйти' }),
      ];
      // The bar is measured once all of it is there (the account's controls come after the session).
      for (const control of controls) await expect(control).toBeVisible();
      const overflow = await bar.evaluate((header) => {
        const row = header.firstElementChild as HTMLElement;
        return row.scrollWidth - row.clientWidth;
      });
      expect(overflow).toBe(0);
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }

  test('desktop sidebar toggles with Ctrl+B', async ({ page, baseURL }) => {
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/analytics');
    const sidebar = page.getByRole('complementary', { name: 'Боковая панель' });
    const before = await sidebar.getAttribute('data-state');
    await page.keyboard.press('Control+b');
    await expect(sidebar).not.toHaveAttribute('data-state', before ?? '');
  });

  test('not-found page, /mindmap-new redirects, and placeholders say they are not built yet', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');

    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/mindmap-new');
    await expect(page).toHaveURL(/\/mindmap$/);
    await page.goto('/mindmap-new/abc');
    await expect(page).toHaveURL(/\/mindmap\/abc$/);
    await expect(page.getByText('Этот экран ещё не готов')).toBeVisible();
  });

  test('signed out, every protected route redirects to /auth', async ({ page }) => {
    for (const path of [
      '/app',
      '/task-manager-test',
      '/tags',
      '/priorities',
      '/strategy',
      '/analytics',
      '/gamification',
      '/habits',
      '/mindmap',
      '/mindmap/1',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth$/);
    }
  });
});
