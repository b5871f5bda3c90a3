import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A new, never-used account's credentials. */
export function newAccount(): { email: string; password: string; name: string } {
  const id = randomUUID().slice(0, 8);
  return { email: `e2e-${id}@example.test`, password: `Fokus-${id}-pass`, name: `E2E ${id}` };
}

/**
 * Signs a new user up through the API (seeding, not the flow under test). The request context of a
 * page shares its cookies, so the page is signed in afterwards.
 */
export async function signUpViaApi(request: APIRequestContext, baseURL: string) {
  const account = newAccount();
  const response = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Signs up through the API in the page's own browser context, so the page is signed in. */
export async function signedInPage(page: Page, baseURL: string) {
  return signUpViaApi(page.context().request, baseURL);
}
