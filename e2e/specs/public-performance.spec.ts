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
 */
const PAGES = ['/', '/blog', '/blog/micro-steps'];

/** The numeric fields of a Lighthouse run that are asserted. */
const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs'] as const;

function meetsTargets(run: LighthouseMeasure) {
  return (
    run.performance >= TARGETS.performance &&
    run.accessibility >= TARGETS.accessibility &&
    run.bestPractices >= TARGETS.bestPractices &&
    run.seo >= TARGETS.seo &&
    run.lcpMs <= TARGETS.lcpMs
  );
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

for (const path of PAGES) {
  test(`${path} meets issue 19's JavaScript and Lighthouse targets`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
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

    const runs = [await runLighthouse(url)];
    if (!meetsTargets(runs[0]!)) runs.push(await runLighthouse(url), await runLighthouse(url));
    const result = Object.fromEntries(
      KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Record<(typeof KEYS)[number], number>;
    const figures = `${runs.length} Lighthouse run(s): ${KEYS.map(
      (key) => `${key} ${runs.map((run) => Math.round(run[key])).join('/')}`,
    ).join(', ')}; below 1: ${[...new Set(runs.flatMap((run) => run.failingAudits))].join('; ') || 'none'}`;
    expect.soft(result.performance, figures).toBeGreaterThanOrEqual(TARGETS.performance);
    expect.soft(result.accessibility, figures).toBeGreaterThanOrEqual(TARGETS.accessibility);
    expect.soft(result.bestPractices, figures).toBeGreaterThanOrEqual(TARGETS.bestPractices);
    expect.soft(result.seo, figures).toBe(TARGETS.seo);
    expect.soft(result.lcpMs, figures).toBeLessThanOrEqual(TARGETS.lcpMs);
    console.log(`${path}: JavaScript until load ${kb(scripts.bytes)}; ${figures}`);
  });
}
