// Shared helpers for the benchmarks: free ports, readiness polling, summary statistics.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

import { CHROMIUM_ARGS as SYSTEM_CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export { CHROMIUM_PATH };

/** The system Chromium's flags, headless (the benchmarks launch it through Playwright's API). */
export const CHROMIUM_ARGS = ['--headless', ...SYSTEM_CHROMIUM_ARGS];

/**
 * Stops the benchmark `name` with a clear message when there is no Chromium to drive.
 * @param {string} name
 */
export function requireChromium(name) {
  if (existsSync(CHROMIUM_PATH)) return;
  console.error(`${name}: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  process.exit(1);
}

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
    elapsedMs,
    perSecond: (latencies.length / elapsedMs) * 1000,
    latency: summarize(latencies),
    latencies,
  };
}

/**
 * Starts the built server as `npm start` runs it (apps/server/dist/server.js, embedded PostgreSQL in a
 * fresh temporary DATA_DIR) on a free port, and waits until it is healthy. `stop()` ends it with
 * SIGTERM and deletes the data. Exits the process with a message when the bundle is not built.
 * @param {string} name the benchmark's name, for messages and the temp directory
 */
export async function startBuiltServer(name) {
  const serverEntry = resolve(import.meta.dirname, '../apps/server/dist/server.js');
  if (!existsSync(serverEntry)) {
    console.error(`${name}: apps/server/dist/server.js is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `fokus-bench-${name}-`));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter it.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const server = spawn(process.execPath, [...nodeArgs, serverEntry], {
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
  const exited = new Promise((done) => server.once('exit', done));
  await waitForHealth(`${baseUrl}/api/health`, 30_000);
  return {
    baseUrl,
    dataDir,
    /** The embedded server's URL, from what it keeps under DATA_DIR. */
    embeddedDatabaseUrl() {
      const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
      // postmaster.pid: pid, data directory, start time, port, ...
      const databasePort = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
        .split('\n')[3]
        ?.trim();
      return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/fokus`;
    },
    /**
     * CPU seconds (user + system) the server process has used so far, from /proc (Linux); undefined
     * elsewhere. The embedded PostgreSQL's processes are not counted.
     */
    cpuSeconds() {
      return processCpuSeconds(server.pid);
    },
    /** The server process's resident memory now and at its peak, in bytes (Linux); undefined elsewhere. */
    memory() {
      return processMemory(server.pid);
    },
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU seconds (user + system) a process has used, from /proc/<pid>/stat; undefined off Linux.
 * @param {number | undefined} pid
 */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every Linux Node supports.
    return ticks / 100;
  } catch {
    return undefined;
  }
}

/**
 * A process's resident set size now (VmRSS) and its peak so far (VmHWM), in bytes, from
 * /proc/<pid>/status; undefined off Linux.
 * @param {number | undefined} pid
 */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
  } catch {
    return undefined;
  }
}

/**
 * Signs a new user up through the API. Returns the user id and the session cookies, both as one
 * `Cookie` header and as name/value pairs (for a browser context).
 * @param {string} baseUrl
 * @param {string} email
 */
export async function signUp(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'a long enough password', name: 'Bench' }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const body = /** @type {{ user: { id: string } }} */ (await response.json());
  const pairs = response.headers.getSetCookie().map((value) => value.split(';', 1)[0] ?? '');
  return {
    userId: body.user.id,
    cookie: pairs.join('; '),
    cookies: pairs.map((pair) => {
      const index = pair.indexOf('=');
      return { name: pair.slice(0, index), value: pair.slice(index + 1) };
    }),
  };
}

/**
 * A pg pool on the benchmark's database. `pool.end()` resolves before its connections have closed, so
 * the server's shutdown right after can still terminate one (`57P01`); without this listener that
 * idle connection's error would crash the benchmark after its figures were printed.
 * @param {string} connectionString
 * @param {number} max
 */
export function openPool(connectionString, max) {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => {
    if (/** @type {{ code?: string }} */ (error).code !== '57P01')
      console.error('bench: database pool error:', error);
  });
  return pool;
}
