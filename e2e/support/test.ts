import { test as base, type Browser, type BrowserContextOptions } from '@playwright/test';

let clients = 0;

/**
 * Each browser context acts as a different client address. The e2e server runs with TRUST_PROXY, as
 * behind a reverse proxy, so sign-in rate limiting (per client IP) stays on and real while the suite
 * signs up many users from one machine.
 */
export function clientAddressHeaders(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `198.51.100.${(process.pid + clients) % 250}` };
}

/** A new browser context that counts as its own client. */
export function newClientContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, ...clientAddressHeaders() },
  });
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...clientAddressHeaders() });
  },
});

export { expect } from '@playwright/test';
