#!/usr/bin/env node
// The built-in AI engine answering a 15-thought brain dump (issue 16, point 7: ≤ 20 ms on the server).
// `extractTasks` of @fokus/ai-engine is bundled from its TypeScript source with the repository's own
// Vite (the way `npm run ai:import` bundles its command; npm dependencies stay external), then timed in
// this process: WARM_UP calls first (chrono-node's parsers and the engine's patterns compile on first
// use), then RUNS calls, each timed alone. Reports the first call, the median, p95 and max.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TARGET_MS = 20;
const WARM_UP = Number(process.env.WARM_UP ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'node_modules/.cache/ai-engine-bench');

/** A dump of fifteen thoughts in the styles people type and dictate: ru and en, lists, fillers, dates. */
const DUMP = [
  'ну короче завтра до обеда отправить смету заказчику и это самое купить картриджи для принтера',
  'в пятницу дедлайн по годовому отчёту это срочно',
  '🛒 гречка, сметана, яблоки, зубная нить',
  '1 записаться к стоматологу 2 оплатить парковку 3 позвонить бабушке',
  'голова гудит весь день, ничего не успеваю',
  'so um I need to renew the car insurance by the end of the month and like book a vet visit for the cat',
  'the quarterly tax form is due on the 15th',
  'fix the dripping tap whenever, no rush',
  'на выходных разобрать антресоль и вывезти старый матрас',
  'помыть окна не горит',
  'call the landlord about the heating tomorrow morning, that is urgent',
  'ping Dana about the design review and prep the slides for monday',
  'вечером пробежка 5 км',
  'оплатить кружок до двадцать пятого',
  'Important: send the signed contract to the notary',
].join('\n');

const CLOCK = { now: new Date('2026-11-24T10:00:00+03:00'), timeZone: '+03:00' };

// The repository's Vite, resolved as the server resolves it (no new dependency).
const requireFromServer = createRequire(join(root, 'apps/server/package.json'));
const { build } = await import(pathToFileURL(requireFromServer.resolve('vite')).href);
await build({
  root: join(root, 'packages/ai-engine'),
  configFile: false,
  logLevel: 'error',
  ssr: { noExternal: ['@fokus/core'] },
  build: {
    ssr: 'src/index.ts',
    outDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'ai-engine.mjs' } },
  },
});
const { extractTasks } = await import(pathToFileURL(join(outDir, 'ai-engine.mjs')).href);

const firstStarted = performance.now();
const tasks = extractTasks(DUMP, CLOCK);
const firstMs = performance.now() - firstStarted;
for (let run = 1; run < WARM_UP; run++) extractTasks(DUMP, CLOCK);

/**
 * Times `runs` readings of a text, each alone, sorted from the fastest.
 * @param {string} text
 * @param {number} runs
 */
function timeReadings(text, runs) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    extractTasks(text, CLOCK);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const samples = timeReadings(DUMP, RUNS);
const at = (/** @type {number} */ q) =>
  samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const median = at(0.5);
const p95 = at(0.95);

console.log(`extractTasks on a 15-thought dump (${DUMP.length} characters, ${tasks.length} tasks kept)`);
console.log(`  first call ${firstMs.toFixed(1)} ms (compiles the patterns and chrono-node's parsers)`);
console.log(
  `  after ${WARM_UP} warm-up calls, ${RUNS} runs: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ` +
    `max ${at(1).toFixed(2)} ms (target ≤ ${TARGET_MS} ms)`,
);
if (p95 > TARGET_MS) process.exitCode = 1;

// The longest texts the import route accepts (10,000 characters), in the shapes that once made a stage
// quadratic in the number of clauses: a pattern anchored at the end of the text before each match.
const LONG_BUDGET_MS = 1000;
const LONG_RUNS = 5;
const LONG = {
  '"завтра и " × 1,100': 'завтра и '.repeat(1100),
  '"1. " × 3,333': '1. '.repeat(3333),
  '"I keep doing it and " × 500': 'I keep doing it and '.repeat(500),
  '"купить " × 1,400': 'купить '.repeat(1400),
};
for (const [name, text] of Object.entries(LONG)) {
  const times = timeReadings(text, LONG_RUNS);
  const middle = times[Math.floor(LONG_RUNS / 2)] ?? 0;
  console.log(
    `  long text ${name}: median of ${LONG_RUNS} ${middle.toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms (budget ${LONG_BUDGET_MS} ms)`,
  );
  if (middle > LONG_BUDGET_MS) process.exitCode = 1;
}
