// Shared helpers for the benchmarks: free ports, readiness polling, summary statistics.
import { createServer } from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Polls `url` until it answers 200, or throws after `timeoutMs`.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHealth(url, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Median, p99 and max of a list of numbers.
 * @param {number[]} samples
 */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { median: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * Runs `task` from `concurrency` workers at once, each starting its next call when its previous one
 * ends, for `durationMs`; a call that throws counts as an error. Latencies are of the successful calls.
 * @param {{ concurrency: number, durationMs: number, task: () => Promise<void> }} options
 */
export async function runLoad({ concurrency, durationMs, task }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  /** @type {unknown} */
  let firstError;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        await task();
        latencies.push(performance.now() - begin);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return {
    requests: latencies.length,
    errors,
    firstError,
    perSecond: (latencies.length / elapsedMs) * 1000,
    latency: summarize(latencies),
  };
}
