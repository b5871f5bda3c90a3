#!/usr/bin/env node
// Replaying 1,000 queued offline operations through `POST /api/sync` the way the web app does after
// being offline: in order, in requests of SYNC_CLIENT_BATCH_SIZE (100) operations, one request at a
// time. Reports the time, the number of requests and the bytes sent and received, then the same
// queue sent again (every operation answered `duplicate`, e.g. after a lost answer).
//
// The server runs as `npm start` runs it (apps/server/dist/server.js, embedded PostgreSQL in a
// temporary DATA_DIR). Each of RUNS (default 3) runs signs a new user up, creates 5 tasks through the
// REST API, then replays a fresh queue: 100 new tasks, each renamed twice, started, two time reports,
// a comment, a micro-task added and checked (900 operations), plus 50 comments on the existing tasks
// and 25 add/remove pairs on the minimum viable day (100 operations), interleaved.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { startBuiltServer, summarize, signUp } from './support.mjs';

const OPERATIONS = 1_000;
/** SYNC_CLIENT_BATCH_SIZE of @fokus/core (this script runs on plain Node, without TypeScript). */
const BATCH_SIZE = 100;
const RUNS = Number(process.env.RUNS ?? 3);

const running = await startBuiltServer('sync');
const { baseUrl } = running;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One JSON request on the keep-alive agent; resolves with the status and the raw answer body.
 * @param {string} method
 * @param {string} path
 * @param {string} cookie
 * @param {string | undefined} body
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
function send(method, path, cookie, body) {
  return new Promise((done, fail) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          origin: baseUrl,
          cookie,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

/**
 * A queued operation as the web app stores it (core's `operationOfChange` encoding).
 * @param {'create' | 'update' | 'delete'} type
 * @param {string} table
 * @param {Record<string, unknown>} data
 */
const operation = (type, table, data) => ({ id: randomUUID(), timestamp: Date.now(), type, table, data });

/**
 * The queue of one run: 100 tasks with their follow-up changes, and changes of the existing tasks.
 * @param {string[]} existing
 */
function buildQueue(existing) {
  /** @type {ReturnType<typeof operation>[]} */
  const queue = [];
  /** @type {ReturnType<typeof operation>[]} */
  const extra = [];
  for (let n = 0; n < 50; n++) {
    const taskId = /** @type {string} */ (existing[n % existing.length]);
    extra.push(operation('update', 'tasks', { id: taskId, addComment: `Offline note ${n}` }));
  }
  for (let n = 0; n < 25; n++) {
    const taskId = /** @type {string} */ (existing[n % existing.length]);
    extra.push(operation('create', 'mvd_tasks', { taskId }));
    extra.push(operation('delete', 'mvd_tasks', { id: taskId, taskId }));
  }
  for (let n = 0; n < 100; n++) {
    const id = randomUUID();
    const stepId = randomUUID();
    queue.push(
      operation('create', 'tasks', { id, title: `Captured offline ${n}`, importance: 1 + (n % 2) }),
      operation('update', 'tasks', { id, title: `Captured offline ${n}, reworded` }),
      operation('update', 'tasks', { id, title: `Captured offline ${n}, final`, dueDate: '2026-12-01' }),
      operation('update', 'tasks', { id, status: 'inProgress' }),
      operation('update', 'tasks', { id, addSeconds: 300 + n }),
      operation('update', 'tasks', { id, addSeconds: 60 }),
      operation('update', 'tasks', { id, addComment: `Thought about task ${n} on the way home` }),
      operation('create', 'micro_tasks', { id: stepId, taskId: id, title: 'Open the document' }),
      operation('update', 'micro_tasks', { id: stepId, completed: true }),
      /** @type {ReturnType<typeof operation>} */ (extra.shift()),
    );
  }
  if (queue.length !== OPERATIONS) throw new Error(`built ${queue.length} operations`);
  return queue;
}

/**
 * Replays a queue in requests of BATCH_SIZE, one after the other, as the web app does.
 * @param {{ userId: string, cookie: string }} user
 * @param {ReturnType<typeof operation>[]} queue
 */
async function replay(user, queue) {
  let requests = 0;
  let requestBytes = 0;
  let responseBytes = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  const started = performance.now();
  for (let index = 0; index < queue.length; index += BATCH_SIZE) {
    const body = JSON.stringify({ userId: user.userId, operations: queue.slice(index, index + BATCH_SIZE) });
    const answer = await send('POST', '/api/sync', user.cookie, body);
    if (answer.status !== 200) throw new Error(`POST /api/sync answered ${answer.status}: ${answer.body}`);
    requests += 1;
    requestBytes += Buffer.byteLength(body);
    responseBytes += answer.body.length;
    const { results } = /** @type {{ results: { status: string, code?: string }[] }} */ (
      JSON.parse(answer.body.toString('utf8'))
    );
    for (const result of results) {
      const key = result.code ? `${result.status} ${result.code}` : result.status;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }
  const ms = performance.now() - started;
  return { ms, requests, requestBytes, responseBytes, statuses };
}

/** @param {number} value */
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** @param {number} bytes */
const kib = (bytes) => `${fmt(bytes / 1024)} KiB`;

try {
  /** @type {Awaited<ReturnType<typeof replay>>[]} */
  const firsts = [];
  /** @type {Awaited<ReturnType<typeof replay>>[]} */
  const agains = [];
  for (let run = 0; run < RUNS; run++) {
    const user = await signUp(baseUrl, `sync-${run}@example.com`);
    /** @type {string[]} */
    const existing = [];
    for (let n = 0; n < 5; n++) {
      const id = randomUUID();
      const created = await send(
        'POST',
        '/api/tasks',
        user.cookie,
        JSON.stringify({ id, title: `Existing ${n}` }),
      );
      if (created.status !== 201) throw new Error(`POST /api/tasks answered ${created.status}`);
      existing.push(id);
    }
    const queue = buildQueue(existing);
    const first = await replay(user, queue);
    if (first.statuses.applied !== OPERATIONS)
      throw new Error(`first replay: ${JSON.stringify(first.statuses)}`);
    const again = await replay(user, queue);
    if (again.statuses.duplicate !== OPERATIONS)
      throw new Error(`replay again: ${JSON.stringify(again.statuses)}`);
    firsts.push(first);
    agains.push(again);
    console.log(
      `sync-replay: run ${run + 1}: first ${fmt(first.ms)} ms (${fmt((OPERATIONS / first.ms) * 1000)} ops/s), again ${fmt(again.ms)} ms`,
    );
  }

  for (const [name, runs] of /** @type {const} */ ([
    ['first replay (all applied)', firsts],
    ['same queue again (all duplicate)', agains],
  ])) {
    const time = summarize(runs.map((run) => run.ms));
    const sample = /** @type {Awaited<ReturnType<typeof replay>>} */ (runs[0]);
    console.log(
      `sync-replay: ${name}: ${OPERATIONS} operations in ${sample.requests} requests of ${BATCH_SIZE}, ` +
        `median ${fmt(time.median)} ms (max ${fmt(time.max)} ms), ${fmt((OPERATIONS / time.median) * 1000)} ops/s, ` +
        `request bodies ${kib(sample.requestBytes)}, response bodies ${kib(sample.responseBytes)}`,
    );
  }
} finally {
  agent.destroy();
  await running.stop();
}
