#!/usr/bin/env node
// Runs the Playwright suite in the system Chromium. Outside CI a machine without Chromium skips
// the browser tests with a clear message; in CI they are required.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(
      `e2e: Chromium is required in CI but ${chromium} does not exist (apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  console.warn(
    `e2e: SKIPPED — no Chromium at ${chromium}. Install it (apt-get install -y chromium) to run the browser tests.`,
  );
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
