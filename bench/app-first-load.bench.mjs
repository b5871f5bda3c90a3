#!/usr/bin/env node
// JavaScript a first visit to /app transfers before the first task row is on screen: a signed-in user
// with 20 tasks opens /app in a fresh headless Chromium context (no HTTP cache, no service worker, no
// persisted list). Counted are the bytes of every .js response as received (Resource Timing's
// `encodedBodySize`: compressed, headers excluded) whose request started before the first row
// appeared, once with `Accept-Encoding: gzip` (the budget: ≤ 200 KB) and once as Chromium asks by
// itself; the server sends the precompressed .gz / .br files. The service worker installs after the
// page's `load` and its precache is fetched from the worker, so it is reported on its own.
//
// The server runs as `npm start` runs it (apps/server/dist/server.js with the built web app, embedded
// PostgreSQL in a temporary DATA_DIR). RUNS (default 3) repetitions of each; the byte counts do not vary.
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  requireChromium,
  signUp,
  startBuiltServer,
  summarize,
} from './support.mjs';

const TASKS = 20;
const RUNS = Number(process.env.RUNS ?? 3);
/** The budget, in bytes (1 KB = 1,000 bytes, as bundlers and browsers report sizes). */
const BUDGET_BYTES = 200_000;

requireChromium('app-first-load');

/**
 * Runs in the page before its own scripts (a string, as this file is typed for Node): notes the
 * moment the first task row's open button is in the DOM, on the page's own clock.
 */
const WATCH_FIRST_ROW = `(() => {
  const found = () => document.querySelector('button[aria-label^="Открыть задачу"]');
  const observer = new MutationObserver(() => {
    if (!found()) return;
    window.__firstRowAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * Runs in the page once the row is there: the JavaScript resources requested before it appeared.
 * Resource Timing's encodedBodySize is the body as it came over the wire (compressed).
 */
const JS_BEFORE_FIRST_ROW = `performance
  .getEntriesByType('resource')
  .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= window.__firstRowAt)
  .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize, decoded: entry.decodedBodySize }))`;

/**
 * What the functions run in the page read there (this file is typed for Node, without the DOM).
 * @typedef {{ __firstRowAt?: number, navigator: { serviceWorker: { controller: unknown } } }} PageGlobals
 */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
/** @param {number} value */
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

const running = await startBuiltServer('first-load');
const { baseUrl } = running;

/** @type {import('playwright-core').Browser | undefined} */
let browser;
let overBudget = false;
try {
  const { cookie, cookies: pairs } = await signUp(baseUrl, 'bench-first-load@example.com');
  const cookies = pairs.map((pair) => ({ ...pair, url: baseUrl }));
  for (let index = 1; index <= TASKS; index += 1) {
    const response = await fetch(`${baseUrl}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ title: `Task ${index}` }),
    });
    if (!response.ok) throw new Error(`creating a task answered ${response.status}`);
  }

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const openBrowser = /** @type {import('playwright-core').Browser} */ (browser);

  /**
   * One first visit; `acceptEncoding` replaces Chromium's own header when given.
   * @param {string | undefined} acceptEncoding
   */
  const firstVisit = async (acceptEncoding) => {
    const context = await openBrowser.newContext({
      locale: 'ru-RU',
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    try {
      await context.addCookies(cookies);
      /** @type {Set<string>} */
      const encodings = new Set();
      /** @type {Promise<void>[]} */
      const workerFetches = [];
      let workerBytes = 0;
      context.on('requestfinished', (request) => {
        if (!request.serviceWorker() || !request.url().endsWith('.js')) return;
        workerFetches.push(
          request.sizes().then((sizes) => {
            workerBytes += sizes.responseBodySize;
          }),
        );
      });
      const page = await context.newPage();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js'))
          encodings.add(response.headers()['content-encoding'] ?? 'identity');
      });
      await page.addInitScript(WATCH_FIRST_ROW);
      const started = performance.now();
      await page.goto(`${baseUrl}/app`);
      await page.waitForFunction(
        () => /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis)).__firstRowAt !== undefined,
        undefined,
        {
          timeout: 60_000,
        },
      );
      const elapsed = performance.now() - started;
      const scripts = /** @type {{ path: string, bytes: number, decoded: number }[]} */ (
        await page.evaluate(JS_BEFORE_FIRST_ROW)
      );
      // Let the worker finish precaching, to report what it fetches in the background.
      await page
        .waitForFunction(
          () =>
            /** @type {PageGlobals} */ (/** @type {unknown} */ (globalThis)).navigator.serviceWorker
              .controller !== null,
          undefined,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
      await Promise.all(workerFetches);
      return {
        elapsed,
        scripts,
        bytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
        decoded: scripts.reduce((sum, entry) => sum + entry.decoded, 0),
        encodings: [...encodings].sort().join(', '),
        workerBytes,
      };
    } finally {
      await context.close();
    }
  };

  /** @type {[label: string, acceptEncoding: string | undefined][]} */
  const cases = [
    ['Accept-Encoding: gzip', 'gzip'],
    // Over http://127.0.0.1 Chromium offers br too, and the server prefers the .br files.
    ["Chromium's own Accept-Encoding", undefined],
  ];
  for (const [label, acceptEncoding] of cases) {
    /** @type {Awaited<ReturnType<typeof firstVisit>>[]} */
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await firstVisit(acceptEncoding));
    const last = /** @type {Awaited<ReturnType<typeof firstVisit>>} */ (visits.at(-1));
    const bytes = visits.map((visit) => visit.bytes);
    const time = summarize(visits.map((visit) => visit.elapsed));
    console.log(
      `app-first-load: ${label} → ${last.encodings}: ${kb(Math.max(...bytes))} of JavaScript in ${last.scripts.length} files before the first task row (${kb(last.decoded)} uncompressed); first row at median ${fmt(time.median)} ms (${RUNS} runs); the service worker then precaches ${kb(last.workerBytes)} of JavaScript`,
    );
    if (process.env.VERBOSE) {
      for (const entry of [...last.scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(entry.bytes).padStart(9)}  ${entry.path}`);
    }
    if (acceptEncoding === 'gzip' && Math.max(...bytes) > BUDGET_BYTES) overBudget = true;
  }
  if (overBudget) console.log(`app-first-load: OVER the ${kb(BUDGET_BYTES)} gzip budget`);
} finally {
  await browser?.close();
  await running.stop();
}
