import type { APIRequestContext } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';

/** Every page the sitemap lists (both languages), as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe('public site with JavaScript off', () => {
  test('the landing, the blog list, an article and the guide read in full from the HTML', async ({
    browser,
  }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Мысли — на входе. Три главные задачи — на выходе.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
    await expect(
      page.getByText('7 дней бесплатно, затем 12 € в месяц. Отмена в любой момент.'),
    ).toBeVisible();
    await expect(page.getByText('119 €')).toBeVisible();
    await expect(page.getByRole('link', { name: /Что об этом известно \(25–30/ })).toHaveAttribute(
      'href',
      '/research#pomodoro',
    );
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/auth');

    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const articles = page.getByRole('main').getByRole('listitem');
    expect(await articles.count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('link', { name: /^Micro-steps/ }).click();
    await expect(page).toHaveURL(/\/en\/blog\/micro-steps$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Micro-steps/ })).toBeVisible();
    await expect(page.getByRole('article').getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Read next' })).toBeVisible();
    await page.getByRole('link', { name: 'All articles' }).first().click();
    await expect(page).toHaveURL(/\/en\/blog$/);

    await page.goto('/guide');
    await expect(page.locator('[data-guide-step]')).toHaveCount(7);
    for (const step of await page.locator('[data-guide-step]').all()) await expect(step).toBeVisible();
    await expect(page.getByRole('button', { name: 'Далее' })).toBeHidden();
    await context.close();
  });
});

test.describe('public site', () => {
  test("an unknown article says 'Article not found' with status 404, in both languages", async ({ page }) => {
    const english = await page.goto('/en/blog/no-such-article');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/en/blog');
    const russian = await page.goto('/blog/no-such-article');
    expect(russian?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Статья не найдена' })).toBeVisible();
  });

  test('the guide by keyboard: arrows and buttons, progress, finish leads to the app', async ({ page }) => {
    await page.goto('/en/guide');
    const progress = page.locator('[data-guide-progress]');
    await expect(progress).toHaveText('Step 1 of 7');
    const visibleSteps = page.locator('[data-guide-step]:visible');
    await expect(visibleSteps).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.keyboard.press('ArrowRight');
    await expect(progress).toHaveText('Step 2 of 7');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(page).toHaveURL(/#step-2$/);
    await page.keyboard.press('ArrowLeft');
    await expect(progress).toHaveText('Step 1 of 7');

    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    for (let step = 2; step <= 7; step += 1) {
      await page.keyboard.press('Enter');
      await expect(progress).toHaveText(`Step ${step} of 7`);
    }
    await expect(next).toBeHidden();
    const finish = page.getByRole('link', { name: 'Finish' });
    await expect(finish).toBeFocused();
    await expect(visibleSteps).toHaveCount(1);
    await expectNoSeriousViolations(page, '/en/guide at its last step');

    // A reload keeps the step.
    await page.reload();
    await expect(progress).toHaveText('Step 7 of 7');
    await expect(page.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/app');
    await finish.click();
    // No session: the app sends the visitor to sign in, in the language of the guide.
    await expect(page.getByRole('heading', { name: 'Sign in to Fokus' })).toBeVisible();
  });

  test('the guide moves between steps with a slide, and stands still under reduced motion', async ({
    browser,
  }) => {
    const animationOf = (element: Element) => getComputedStyle(element).animationName;
    for (const [reducedMotion, expected] of [
      ['no-preference', 'guide-in-forward'],
      ['reduce', 'none'],
    ] as const) {
      const context = await newClientContext(browser, { reducedMotion });
      const page = await context.newPage();
      await page.goto('/guide');
      await page.getByRole('button', { name: 'Далее' }).click();
      const step = page.locator('[data-guide-step]:visible');
      expect(await step.evaluate(animationOf)).toBe(expected);
      expect(await step.locator('.guide-illustration').evaluate(animationOf)).toBe(
        reducedMotion === 'reduce' ? 'none' : 'guide-float',
      );
      await context.close();
    }
  });

  test('the language switch keeps the page, and the app opens in the language read', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'English version' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Fokus' })).toBeVisible();
    // From the app, a site page is the server's page again.
    await page
      .getByRole('navigation', { name: 'More links' })
      .getByRole('link', { name: 'Research' })
      .click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('#pomodoro')).toBeAttached();
  });

  test('sitemap.xml and robots.txt name the public pages with the public address', async ({
    request,
    baseURL,
  }) => {
    const paths = await sitemapPaths(request);
    expect(paths).toContain('/');
    expect(paths).toContain('/en/blog/micro-steps');
    for (const path of paths) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+"\/>/);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  for (const width of [1280, 390]) {
    test(`axe: every public page is clean at ${width} px`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const context = await newClientContext(browser, {
        viewport: { width, height: width > 600 ? 800 : 844 },
      });
      const page = await context.newPage();
      const paths = [...(await sitemapPaths(request)), '/blog/no-such-article'];
      for (const path of paths) {
        await page.goto(path);
        await expectNoSeriousViolations(page, `${path} at ${width} px`);
      }
      await context.close();
    });
  }
});
