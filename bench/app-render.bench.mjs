#!/usr/bin/env node
// The /app screen with 5,000 tasks in headless Chromium: time from navigation to the first rendered
// task row, and time from one search keystroke to the re-filtered list on screen. The list is
// virtualized, so the row count in the DOM is reported too (it must stay far below 5,000).
//
// The server runs as `npm start` runs it (apps/server/dist/server.js with the built web app, embedded
// PostgreSQL in a temporary DATA_DIR); the tasks are seeded in SQL. RUNS (default 5) repetitions each.
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  openPool,
  requireChromium,
  signUp,
  startBuiltServer,
  summarize,
} from './support.mjs';

const TASKS = 5_000;
const RUNS = Number(process.env.RUNS ?? 5);

requireChromium('app-render');

const running = await startBuiltServer('app');
const { baseUrl } = running;

/**
 * 5,000 tasks of varied shape (statuses, dates, priorities, some descriptions).
 * @param {import('pg').Pool} pool
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

/**
 * Notes when the first task row enters the DOM, on the page's own clock (0 = the navigation began):
 * polling for it from the harness would add the poll's delay, which grows while the page is busy.
 */
const NOTE_FIRST_ROW = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[aria-label^="Открыть задачу"]')) return;
  window.__firstRowAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** @param {number} value */
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** @type {import('pg').Pool | undefined} */
let pool;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
try {
  const { userId, cookies: pairs } = await signUp(baseUrl, 'bench-app@example.com');
  const cookies = pairs.map((pair) => ({ ...pair, url: baseUrl }));
  pool = openPool(running.embeddedDatabaseUrl(), 2);
  await seed(pool, userId);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const openBrowser = /** @type {import('playwright-core').Browser} */ (browser);
  const newSignedInContext = async () => {
    const fresh = await openBrowser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    await fresh.addCookies(cookies);
    await fresh.addInitScript(NOTE_FIRST_ROW);
    return fresh;
  };
  /** @param {import('playwright-core').Page} on */
  const firstRowAt = async (on) => /** @type {number} */ (await on.evaluate('window.__firstRowAt'));
  /** @param {import('playwright-core').Page} on */
  const firstRowOf = (on) => on.getByRole('button', { name: /^Открыть задачу/ }).first();

  // A first visit on a new device: a fresh context each run, so no HTTP cache, service worker or
  // persisted task list; the rows wait for the session check, the chunks and the whole list.
  /** @type {number[]} */
  const coldRender = [];
  for (let run = 0; run < RUNS; run += 1) {
    const fresh = await newSignedInContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto(`${baseUrl}/app`);
    await firstRowOf(freshPage).waitFor({ timeout: 60_000 });
    coldRender.push(await firstRowAt(freshPage));
    await fresh.close();
  }

  const context = await newSignedInContext();
  const page = await context.newPage();
  const firstRow = firstRowOf(page);

  // Warm-up: the server's and the browser's caches as a returning user has them (the service worker
  // serves the shell and the persisted query cache paints the list before the network answers).
  await page.goto(`${baseUrl}/app`);
  await firstRow.waitFor({ timeout: 60_000 });

  /** @type {number[]} */
  const firstRender = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${baseUrl}/app`);
    await firstRow.waitFor({ timeout: 60_000 });
    firstRender.push(await firstRowAt(page));
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

  const cold = summarize(coldRender);
  const render = summarize(firstRender);
  const search = summarize(keystroke);
  console.log(
    `app-render: ${TASKS} tasks seeded; active view shows "${countText}", ${rowsInDom} list items in the DOM`,
  );
  console.log(
    `app-render: first visit (fresh context) → first task row: median ${fmt(cold.median)} ms, max ${fmt(cold.max)} ms (${RUNS} runs)`,
  );
  console.log(
    `app-render: returning visit → first task row: median ${fmt(render.median)} ms, max ${fmt(render.max)} ms (${RUNS} runs)`,
  );
  console.log(
    `app-render: search keystroke "b" → list re-filtered ("${filteredText}"): median ${fmt(search.median)} ms, max ${fmt(search.max)} ms (${RUNS} runs)`,
  );
} finally {
  await browser?.close();
  await pool?.end();
  await running.stop();
}
