#!/usr/bin/env node
// The /app screen with 5,000 tasks in headless Chromium: time from navigation to the first rendered
// task row, and time from one search keystroke to the re-filtered list on screen. The list is
// virtualized, so the row count in the DOM is reported too (it must stay far below 5,000).
//
// The server runs as `npm start` runs it (apps/server/dist/server.js with the built web app, embedded
// PostgreSQL in a temporary DATA_DIR); the tasks are seeded in SQL. RUNS (default 5) repetitions each.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { freePort, summarize, waitForHealth } from './support.mjs';

const TASKS = 5_000;
const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const serverEntry = resolve(import.meta.dirname, '../apps/server/dist/server.js');
if (!existsSync(serverEntry)) {
  console.error('app-render: apps/server/dist/server.js is missing: run `npm run build` first');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`app-render: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'fokus-bench-app-'));
// Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter it.
chmodSync(dataDir, 0o755);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExited = new Promise((done) => server.once('exit', done));

/** The embedded server's URL, from what it keeps under DATA_DIR. */
function embeddedDatabaseUrl() {
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const databasePort = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/fokus`;
}

async function signUp() {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: 'bench-app@example.com',
      password: 'a long enough password',
      name: 'Bench',
    }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const body = /** @type {{ user: { id: string } }} */ (await response.json());
  const cookies = response.headers.getSetCookie().map((value) => {
    const [pair = ''] = value.split(';', 1);
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl };
  });
  return { userId: body.user.id, cookies };
}

/**
 * 5,000 tasks of varied shape (statuses, dates, priorities, some descriptions).
 * @param {pg.Pool} pool
 * @param {string} userId
 */
async function seed(pool, userId) {
  await pool.query(
    `insert into tasks (user_id, owner_id, title, description, status, start_date, importance, urgency)
     select $1, $1,
            'Task ' || g || ': ' || (array['call the bank','write the report','buy groceries','book the dentist'])[1 + g % 4],
            case when g % 3 = 0 then 'Remember to bring the papers and check the account number twice.' end,
            (array['waiting','inProgress','completed'])[1 + g % 3],
            current_date + (g % 30 - 10),
            1 + g % 2, 1 + (g / 2) % 2
     from generate_series(1, $2::int) as g`,
    [userId, TASKS],
  );
}

/**
 * Runs in the page (a string, as this file is typed for Node): types "b" into the search box the way a
 * keystroke does (React's value setter and an input event) and resolves with the milliseconds until the
 * frame after the list's count changed, i.e. the re-filtered rows are on screen.
 */
const MEASURE_KEYSTROKE = `new Promise((done) => {
  const input = document.querySelector('input[type="search"]');
  const count = document.querySelector('p[aria-live="polite"]');
  const before = count.textContent;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const observer = new MutationObserver(() => {
    if (count.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => done(performance.now() - started));
  });
  observer.observe(count, { childList: true, characterData: true, subtree: true });
  const started = performance.now();
  setValue.call(input, 'b');
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

/** @param {number} value */
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** @type {pg.Pool | undefined} */
let pool;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
try {
  await waitForHealth(`${baseUrl}/api/health`, 30_000);
  const { userId, cookies } = await signUp();
  pool = new pg.Pool({ connectionString: embeddedDatabaseUrl(), max: 2 });
  await seed(pool, userId);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const firstRow = page.getByRole('button', { name: /^Открыть задачу/ }).first();

  // Warm-up: the server's and the browser's caches as a returning user has them.
  await page.goto(`${baseUrl}/app`);
  await firstRow.waitFor({ timeout: 60_000 });

  /** @type {number[]} */
  const firstRender = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await page.goto(`${baseUrl}/app`);
    await firstRow.waitFor({ timeout: 60_000 });
    firstRender.push(performance.now() - started);
  }
  const rowsInDom = await page.getByRole('listitem').count();
  const countText = await page.locator('p[aria-live="polite"]').textContent();

  /** @type {number[]} */
  const keystroke = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole('searchbox').fill('');
    await page.getByText(/** @type {string} */ (countText), { exact: true }).waitFor();
    const elapsed = await page.evaluate(MEASURE_KEYSTROKE);
    keystroke.push(/** @type {number} */ (elapsed));
  }
  const filteredText = await page.locator('p[aria-live="polite"]').textContent();

  const render = summarize(firstRender);
  const search = summarize(keystroke);
  console.log(
    `app-render: ${TASKS} tasks seeded; active view shows "${countText}", ${rowsInDom} list items in the DOM`,
  );
  console.log(
    `app-render: navigation → first task row: median ${fmt(render.median)} ms, max ${fmt(render.max)} ms (${RUNS} runs)`,
  );
  console.log(
    `app-render: search keystroke "b" → list re-filtered ("${filteredText}"): median ${fmt(search.median)} ms, max ${fmt(search.max)} ms (${RUNS} runs)`,
  );
} finally {
  await browser?.close();
  await pool?.end();
  server.kill('SIGTERM');
  await serverExited;
  rmSync(dataDir, { recursive: true, force: true });
}
