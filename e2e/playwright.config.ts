import { defineConfig, devices } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { MAILBOX_PORT, MAILBOX_URL, SMTP_PORT } from './support/mail';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_NAME, OIDC_PORT } from './support/oidc';

// One built Fokus server for the whole run, on a fresh embedded database in a temp DATA_DIR.
// Workers re-read this file, so the directory is chosen once and handed down through the env.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'fokus-e2e-'));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter it.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // In CI one retry, as Playwright's own template does: a test that passes only on its retry is
  // listed as "flaky" in the report and is a bug to fix, but a machine's hiccup does not block landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: [
    {
      // A real OpenID Connect provider on 127.0.0.1, so sign-in through it runs end to end.
      command: 'npx tsx support/oidc-provider-cli.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_URI: `${baseURL}/api/auth/callback/oidc` },
    },
    {
      // A real SMTP server on 127.0.0.1: the delegation e-mail is read from it as from an inbox.
      command: 'npx tsx support/smtp-server-cli.ts',
      url: `${MAILBOX_URL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAILBOX_PORT: String(MAILBOX_PORT) },
    },
    {
      command: `node ${resolve(import.meta.dirname, '../apps/server/dist/server.js')}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL: Fokus then stops its embedded PostgreSQL instead of
      // leaving it running after the suite.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // As behind a reverse proxy: each test context sends its own X-Forwarded-For (support/test.ts).
        TRUST_PROXY: 'true',
        OIDC_ISSUER,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_NAME,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Fokus <no-reply@fokus.test>',
      },
    },
  ],
});
