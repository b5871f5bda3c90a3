#!/usr/bin/env node
// The built-in AI engine in the browser (issue 16): the size of its chunk as the web build made it
// (apps/web/dist/assets/ai-engine-*.js, gzipped; budget ≤ 150 KB), and the time `proposeTasks` takes
// on a 15-thought Russian brain dump in a headless Chromium page, once the chunk is loaded (budget
// ≤ 100 ms, median and p95 reported). The page is /app of the built server (as `npm start` runs it,
// embedded PostgreSQL in a temporary DATA_DIR), signed in, and it imports the chunk itself, as the AI
// import dialog does when it has no connection. RUNS (default 40) timed calls after 5 warm-up calls.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium, signUp, startBuiltServer } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 40);
const WARM_UP = 5;
/** Budgets: the chunk's gzipped bytes (1 KB = 1,000 bytes) and one call's milliseconds. */
const CHUNK_BUDGET_BYTES = 150_000;
const CALL_BUDGET_MS = 100;

/** Fifteen thoughts, as a person pours them out: dates, urgency, several categories, run-on phrasing. */
const DUMP = [
  'Завтра позвонить маме насчёт дачи.',
  'К пятнице подготовить отчёт для начальника, срочно!',
  'Купить молоко, хлеб и корм для кота.',
  'Записаться к стоматологу на следующей неделе.',
  'Оплатить интернет до 30 числа.',
  'Разобрать шкаф в прихожей на выходных.',
  'Ответить Ивану по поводу проекта сегодня вечером.',
  'Составить план на месяц и выбрать три главные цели.',
  'Сходить в спортзал в среду и пятницу.',
  'Починить кран на кухне, он капает уже неделю.',
  'Подготовить презентацию для клиента к понедельнику.',
  'Забрать посылку на почте до субботы.',
  'Прочитать книгу про привычки, хотя бы главу в день.',
  'Не забыть поздравить Олю с днём рождения 12 декабря.',
  'Продлить страховку машины, срок истекает в конце месяца.',
].join(' ');

requireChromium('ai-engine-browser');

const assets = resolve(import.meta.dirname, '../apps/web/dist/assets');
const chunkName = existsSync(assets)
  ? readdirSync(assets).find((name) => /^ai-engine-[\w-]+\.js$/.test(name))
  : undefined;
if (!chunkName) {
  console.error('ai-engine-browser: no apps/web/dist/assets/ai-engine-*.js: run `npm run build` first');
  process.exit(1);
}
const chunk = readFileSync(resolve(assets, chunkName));
const gzipped = gzipSync(chunk, { level: 9 }).length;
// What the chunk imports besides the first load's scripts (already there with /app) loads on demand too.
const imports = [...chunk.toString('utf8').matchAll(/from"\.\/([\w-]+\.js)"/g)].map(
  (match) => match[1] ?? '',
);
const firstLoad = new Set(
  [...readFileSync(resolve(assets, '../index.html'), 'utf8').matchAll(/assets\/([\w-]+\.js)/g)].map(
    (match) => match[1],
  ),
);
const extra = imports.filter((name) => !firstLoad.has(name));
const extraGzipped = extra.reduce(
  (sum, name) => sum + gzipSync(readFileSync(resolve(assets, name)), { level: 9 }).length,
  0,
);

/**
 * The value at quantile `q` of the samples (nearest rank).
 * @param {number[]} samples
 * @param {number} q
 */
function quantile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
/** @param {number} value */
const ms = (value) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ms`;

const running = await startBuiltServer('ai-engine-browser');
const { baseUrl } = running;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
let failed = false;
try {
  const { cookies } = await signUp(baseUrl, 'bench-ai-engine@example.com');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies.map((pair) => ({ ...pair, url: baseUrl })));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/app`);
  await page.getByRole('heading', { level: 1, name: 'Задачи' }).waitFor({ timeout: 60_000 });

  // Runs in the page (a string, as this file is typed for Node without the DOM).
  const measure = `(async () => {
    const loadStarted = performance.now();
    const engine = await import('/assets/${chunkName}');
    const loadMs = performance.now() - loadStarted;
    const dump = ${JSON.stringify(DUMP)};
    const clock = () => ({ now: new Date(), timeZone: 'Europe/Moscow' });
    const firstStarted = performance.now();
    const first = engine.proposeTasks(dump, clock(), 'ru');
    const firstMs = performance.now() - firstStarted;
    for (let i = 0; i < ${WARM_UP}; i += 1) engine.proposeTasks(dump, clock(), 'ru');
    const samples = [];
    for (let i = 0; i < ${RUNS}; i += 1) {
      const started = performance.now();
      engine.proposeTasks(dump, clock(), 'ru');
      samples.push(performance.now() - started);
    }
    return { loadMs, firstMs, samples, tasks: first.length, titles: first.map((task) => task.title) };
  })()`;
  const result =
    /** @type {{ loadMs: number, firstMs: number, samples: number[], tasks: number, titles: string[] }} */ (
      await page.evaluate(measure)
    );
  const stats = {
    median: quantile(result.samples, 0.5),
    p95: quantile(result.samples, 0.95),
    max: quantile(result.samples, 1),
  };

  console.log(`engine chunk                ${chunkName}`);
  console.log(
    `  gzipped                   ${kb(gzipped)} (budget ${kb(CHUNK_BUDGET_BYTES)}); raw ${kb(chunk.length)}`,
  );
  console.log(`  its other imports         ${extra.join(', ') || 'none'} (${kb(extraGzipped)} gzipped)`);
  console.log(`  loaded in the page in     ${ms(result.loadMs)}`);
  console.log(
    `proposeTasks, 15 thoughts   ${result.tasks} tasks kept (at most 8): ${result.titles.join(' | ')}`,
  );
  console.log(`  first call                ${ms(result.firstMs)}`);
  console.log(
    `  ${RUNS} calls                  median ${ms(stats.median)}, p95 ${ms(stats.p95)}, max ${ms(stats.max)} (budget ${CALL_BUDGET_MS} ms)`,
  );
  if (gzipped > CHUNK_BUDGET_BYTES) {
    console.error(`ai-engine-browser: the chunk is over its budget (${kb(gzipped)})`);
    failed = true;
  }
  if (stats.p95 > CALL_BUDGET_MS) {
    console.error(`ai-engine-browser: p95 ${ms(stats.p95)} is over ${CALL_BUDGET_MS} ms`);
    failed = true;
  }
} finally {
  await browser?.close();
  await running.stop();
}
process.exit(failed ? 1 : 0);
