#!/usr/bin/env node
// Memory of an attachment upload: a file up to the limit (ATTACHMENT_MAX_BYTES, 20 MiB by default)
// streams through the server to storage without being held whole. Uploads a 2 MiB, a 20 MiB and, as
// a control, a 100 MiB file (RUNS times each, default 3) to `POST /api/tasks/:id/attachments` of the
// built server (as `npm start` runs it: embedded PostgreSQL and files under a temporary DATA_DIR; the
// server gets ATTACHMENT_MAX_BYTES=100 MiB so the control is allowed) and reports the server's resident
// memory before each upload and its peak during it (sampled every 5 ms, and VmHWM when it rose), plus
// the upload's time. A buffered file would grow the peak by at least its size; a streamed one grows
// it by what the garbage collector has not yet taken back, the same for 20 and 100 MiB.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { startBuiltServer, signUp } from './support.mjs';

const MIB = 1024 * 1024;
const RUNS = Number(process.env.RUNS ?? 3);
const CHUNK = 64 * 1024;
/** A real 1×1 PNG: the upload's first bytes, so the type check passes; zeros pad it to size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Read by the server process, which inherits this environment.
process.env.ATTACHMENT_MAX_BYTES = String(100 * MIB);
const running = await startBuiltServer('attachments');
const { baseUrl } = running;
if (!running.memory()) {
  console.error('attachment-upload: /proc is needed to read the server process memory (Linux)');
  await running.stop();
  process.exit(1);
}

/**
 * Streams a `size`-byte PNG to the upload route, `CHUNK` bytes at a time with backpressure, and
 * resolves with the answer's status and body.
 * @param {string} cookie
 * @param {string} taskId
 * @param {number} size
 * @returns {Promise<{ status: number, body: string }>}
 */
function upload(cookie, taskId, size) {
  return new Promise((done, fail) => {
    const request = http.request(
      `${baseUrl}/api/tasks/${taskId}/attachments?name=bench.png`,
      {
        method: 'POST',
        headers: {
          origin: baseUrl,
          cookie,
          'content-type': 'application/octet-stream',
          'content-length': size,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    const zeros = Buffer.alloc(CHUNK);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = sent === 0 ? PNG : zeros.subarray(0, Math.min(CHUNK, size - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

const megabytes = (/** @type {number} */ bytes) => (bytes / MIB).toFixed(1);

try {
  const { cookie } = await signUp(baseUrl, `bench-files-${randomUUID()}@example.com`);
  const created = await fetch(`${baseUrl}/api/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ id: randomUUID(), title: 'Bench files' }),
  });
  if (created.status !== 201) throw new Error(`task create answered ${created.status}`);
  const { id: taskId } = /** @type {{ id: string }} */ (await created.json());

  // Warm-up: the route, the type detector and the storage path are loaded and compiled.
  for (let index = 0; index < 3; index++) await upload(cookie, taskId, MIB);

  console.log(`server RSS after warm-up: ${megabytes(running.memory()?.rss ?? NaN)} MiB`);
  console.log('size      | run | RSS before | peak RSS during | peak growth | time    | MiB/s');
  for (const size of [2 * MIB, 20 * MIB, 100 * MIB]) {
    for (let run = 1; run <= RUNS; run++) {
      const before = /** @type {{ rss: number, peak: number }} */ (running.memory());
      let peak = before.rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, running.memory()?.rss ?? 0);
      }, 5);
      const started = performance.now();
      const answer = await upload(cookie, taskId, size);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const after = /** @type {{ rss: number, peak: number }} */ (running.memory());
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
      // VmHWM catches a peak between samples, when it is above every earlier peak.
      peak = Math.max(peak, after.peak > before.peak ? after.peak : 0);
      console.log(
        [
          `${megabytes(size).padStart(5)} MiB`,
          String(run).padStart(3),
          `${megabytes(before.rss).padStart(6)} MiB`,
          `${megabytes(peak).padStart(11)} MiB`,
          `${megabytes(peak - before.rss).padStart(7)} MiB`,
          `${(seconds * 1000).toFixed(0).padStart(4)} ms`,
          (size / MIB / seconds).toFixed(0).padStart(5),
        ].join(' | '),
      );
    }
  }
} finally {
  await running.stop();
}
