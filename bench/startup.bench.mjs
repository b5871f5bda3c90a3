#!/usr/bin/env node
// Start-up time of the built server on an EXISTING data directory (the Foundation's 5 s target):
// the time from spawning `node apps/server/dist/server.js` to the first 200 from /api/health.
// The first start (which initialises the cluster) is reported separately.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, summarize, waitForHealth } from './support.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const serverEntry = resolve(import.meta.dirname, '../apps/server/dist/server.js');
const dataDir = mkdtempSync(join(tmpdir(), 'fokus-bench-startup-'));
// Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter it.
chmodSync(dataDir, 0o755);

async function startOnce() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, 30_000);
  const elapsed = performance.now() - started;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

try {
  const first = await startOnce();
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await startOnce());
  const stats = summarize(samples);
  console.log(`startup: first start (new data directory) ${first.toFixed(0)} ms`);
  console.log(
    `startup: existing data directory, ${runs} runs: median ${stats.median.toFixed(0)} ms, ` +
      `max ${stats.max.toFixed(0)} ms (target < 5000 ms)`,
  );
  if (stats.max >= 5000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
