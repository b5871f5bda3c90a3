import { clientAddressHeaders, expect, test } from '../support/test';
import {
  TARGETS,
  kb,
  measureScripts,
  runLighthouse,
  type LighthouseMeasure,
} from '../../bench/public-site.bench.mjs';

/**
 * The targets of issue 19 on the public pages: the landing, the blog and an article. JavaScript
 * transferred until `load` at most 60 KB gzipped (counted as bench/public-site.bench.mjs counts it: a
 * fresh context, `Accept-Encoding: gzip`, Resource Timing's `encodedBodySize`; 1 KB = 1,000 bytes), and
 * in Lighthouse's default mobile configuration (simulated throttling, the system Chromium): performance
 * ≥ 98, accessibility ≥ 98, best practices ≥ 95, SEO 100, LCP ≤ 1.5 s.
 *
 * One Lighthouse run per page (≈ 9 s here). When it misses a target, two more runs are made and the
 * median of the three is asserted: a neighbour's load on a shared machine lengthens the observed CPU
 * tasks that simulated throttling multiplies by four, which moves total blocking time, and so the
 * performance score, by tens of points from run to run on a JavaScript-heavy page.
 *
 * On a shared CI host the slowdown can last: a run there (2,404 s where this suite takes ≈ 1,000 s)
 * gave the landing, which ships 1 KB of script and scores 100 on a quiet machine, performance 83–99
 * and total blocking time up to 650 ms in six runs. So when a window's median misses, the page is
 * measured again in a new window after a pause, up to WINDOWS in all, and the first window whose
 * median meets every target passes; each window's figures and Lighthouse's own benchmark of the host
 * (`benchmarkIndex`, higher is faster; ≈ 3,000–3,900 on this machine when quiet) are in the message.
 * A page that misses in every window fails: a page that really is slow is slow in every window.
 */
const PAGES = ['/', '/blog', '/blog/micro-steps'];

/** Measurement windows at most, and the pause before each one after the first. */
const WINDOWS = 3;
const WINDOW_PAUSE_MS = 15_000;

/** The numeric fields of a Lighthouse run that are asserted. */
const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs'] as const;

/** The asserted figures of a run, or the medians of a window's runs. */
type Figures = Pick<LighthouseMeasure, (typeof KEYS)[number]>;

function meetsTargets(run: Figures) {
  return (
    run.performance >= TARGETS.performance &&
    run.accessibility >= TARGETS.accessibility &&
    run.bestPractices >= TARGETS.bestPractices &&
    run.seo >= TARGETS.seo &&
    run.lcpMs <= TARGETS.lcpMs
  );
}

/** One window's runs as a line of the failure message and the log. */
function describeWindow(number: number, runs: readonly LighthouseMeasure[]) {
  const each = (value: (run: LighthouseMeasure) => number) =>
    runs.map((run) => Math.round(value(run))).join('/');
  const below = [...new Set(runs.flatMap((run) => run.failingAudits))].join('; ') || 'none';
  return `window ${number}, ${runs.length} Lighthouse run(s): ${KEYS.map((key) => `${key} ${each((run) => run[key])}`).join(', ')}, host benchmarkIndex ${each((run) => run.benchmarkIndex)}; below 1: ${below}`;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

for (const path of PAGES) {
  test(`${path} meets issue 19's JavaScript and Lighthouse targets`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const url = new URL(path, baseURL).href;

    const scripts = await measureScripts(browser, url, clientAddressHeaders());
    const listing = scripts.scripts
      .filter((script) => script.beforeLoad)
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${script.bytes} ${script.path}`)
      .join('\n');
    expect
      .soft(scripts.bytes, `JavaScript until load (${scripts.encodings}):\n${listing}`)
      .toBeLessThanOrEqual(TARGETS.jsBytes);

    const windows: { runs: LighthouseMeasure[]; result: Figures }[] = [];
    for (let window = 0; window < WINDOWS; window++) {
      if (window > 0) await new Promise((done) => setTimeout(done, WINDOW_PAUSE_MS));
      const runs = [await runLighthouse(url)];
      if (!meetsTargets(runs[0]!)) runs.push(await runLighthouse(url), await runLighthouse(url));
      const result = Object.fromEntries(
        KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
      ) as Figures;
      windows.push({ runs, result });
      if (meetsTargets(result)) break;
    }
    const { result } = windows[windows.length - 1]!;
    const figures = windows.map(({ runs }, index) => describeWindow(index + 1, runs)).join('\n');
    expect.soft(result.performance, figures).toBeGreaterThanOrEqual(TARGETS.performance);
    expect.soft(result.accessibility, figures).toBeGreaterThanOrEqual(TARGETS.accessibility);
    expect.soft(result.bestPractices, figures).toBeGreaterThanOrEqual(TARGETS.bestPractices);
    expect.soft(result.seo, figures).toBe(TARGETS.seo);
    expect.soft(result.lcpMs, figures).toBeLessThanOrEqual(TARGETS.lcpMs);
    console.log(`${path}: JavaScript until load ${kb(scripts.bytes)}; ${figures}`);
  });
}
