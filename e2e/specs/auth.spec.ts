import { expect, newClientContext, test } from '../support/test';
import { newAccount, signUpViaApi } from '../support/auth';
import { OIDC_ACCOUNT, OIDC_NAME } from '../support/oidc';

test.describe('sign-up, sign-in and sign-out', () => {
  test('sign up → /app → reload stays signed in → sign out → protected route redirects to /auth', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Вход в Fokus' })).toBeVisible();
    await page.getByRole('tab', { name: 'Регистрация' }).click();
    await page.getByLabel('Имя').fill(account.name);
    await page.getByLabel('Эл. почта').fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/app$/);
    await page.reload();
    await expect(page).toHaveURL(/\/app$/);

    // The session lives in an httpOnly cookie that scripts cannot read.
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('better-auth.session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/priorities');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an existing user signs in; a wrong password is refused with a message', async ({
    page,
    browser,
    baseURL,
  }) => {
    const seed = await newClientContext(browser);
    const account = await signUpViaApi(seed.request, baseURL!);
    await seed.close();

    await page.goto('/auth');
    await page.getByLabel('Эл. почта').fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(`${account.password}-wrong`);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Пароль', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('sign-out in one tab signs out the others', async ({ context, baseURL }) => {
    await signUpViaApi(context.request, baseURL!);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/priorities');
    await second.goto('/analytics');
    await expect(second).toHaveURL(/\/analytics$/);

    await first.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(first).toHaveURL(/\/$/);
    await expect(second).toHaveURL(/\/auth$/, { timeout: 5_000 });
  });

  test('sign-in through the OpenID Connect provider lands in /app with a session', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: `Войти через ${OIDC_NAME}` }).click();
    await expect(page).toHaveURL(/\/app$/);
    const session = await page.evaluate(async () => {
      const response = await fetch('/api/auth/get-session');
      return (await response.json()) as { user?: { email?: string } } | null;
    });
    expect(session?.user?.email).toBe(OIDC_ACCOUNT.email);
  });
});
