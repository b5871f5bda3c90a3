#!/usr/bin/env node
// Listing 1,000 tasks through the API (`GET /api/tasks?view=all`, signed in) on the built server,
// next to the same query run directly on its database: requests per second and p99 latency at 50
// concurrent requests, and the API/database ratio, i.e. what HTTP, the session check, core's filters
// and JSON cost on top of the query.
//
// The server runs as `npm start` runs it (apps/server/dist/server.js, embedded PostgreSQL in a
// temporary DATA_DIR). The direct side uses a pool of 10 connections, the size of the server's pool.
// Each side runs for BENCH_SECONDS in all (default 10) after a 2 s warm-up each, in BENCH_ROUNDS
// (default 5) alternating rounds, so load from other processes on the machine falls on both sides
// alike; the ratio is of the totals, and each round's ratio is printed to show the spread.
import http from 'node:http';
import { openPool, processCpuSeconds, startBuiltServer, runLoad, signUp, summarize } from './support.mjs';

const TASKS = 1_000;
const CONCURRENCY = 50;
const SERVER_POOL_SIZE = 10;
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_MS = 2_000;

const running = await startBuiltServer('api-list');
const { baseUrl } = running;

/**
 * 1,000 tasks of varied shape: a third with a plain-text description, mixed statuses, dates,
 * priorities, and a few tombstones that the list must skip.
 * @param {import('pg').Pool} pool
 * @param {string} userId
 */
async function seed(pool, userId) {
  await pool.query(
    `insert into tasks (user_id, owner_id, title, description, status, start_date, importance, urgency, duration_minutes)
     select $1, $1,
            'Task ' || g || ': ' || (array['call the bank','write the report','buy groceries','book the dentist'])[1 + g % 4],
            case when g % 3 = 0 then 'Remember to bring the papers, check the account number twice and ask about the fee.' end,
            (array['waiting','inProgress','completed'])[1 + g % 3],
            current_date + (g % 30 - 10),
            1 + g % 2, 1 + (g / 2) % 2,
            case when g % 4 = 0 then 25 end
     from generate_series(1, $2::int) as g`,
    [userId, TASKS],
  );
  // Deleted tasks stay as tombstones; the list query must pass over them.
  await pool.query(
    `insert into tasks (user_id, title, deleted_at) select $1, 'Deleted ' || g, now() from generate_series(1, 50) as g`,
    [userId],
  );
}

/**
 * The statement `GET /api/tasks?view=all` runs (LIST_TASKS_SQL in list-tasks.ts, kept equal by
 * apps/server/test/task-list-read.test.ts): live tasks and the latest version, in one snapshot.
 */
const LIST_SQL = `select id, user_id, owner_id, title, description, status, type, start_date, due_date, start_time, duration_minutes, importance, urgency, total_time_spent, time_started, time_completed, strategy_id, attachments, comments, assignment, is_delegated, created_at, updated_at, version, reminder_minutes,
  (select coalesce(max(version), 0) from tasks where user_id = $1) as latest_version
  from tasks where user_id = $1 and deleted_at is null order by created_at desc, id`;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One GET /api/tasks?view=all, body read to the end; throws unless 200 with all tasks.
 * @param {string} cookie
 */
function getTaskList(cookie) {
  return new Promise((done, fail) => {
    const request = http.get(`${baseUrl}/api/tasks?view=all`, { agent, headers: { cookie } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) fail(new Error(`GET /api/tasks answered ${response.statusCode}`));
        else done(Buffer.concat(chunks));
      });
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

/** @param {number} value */
const fmt = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** @type {import('pg').Pool | undefined} */
let pool;
try {
  const { userId, cookie } = await signUp(baseUrl, 'bench@example.com');
  const database = openPool(running.embeddedDatabaseUrl(), SERVER_POOL_SIZE);
  pool = database;
  await seed(database, userId);

  // Sanity: both sides return the same 1,000 rows, in the same order.
  const body = JSON.parse((await getTaskList(cookie)).toString('utf8'));
  const direct = await database.query(LIST_SQL, [userId]);
  const apiIds = body.tasks.map((/** @type {{ id: string }} */ task) => task.id).join();
  const dbIds = direct.rows.map((row) => row.id).join();
  if (body.tasks.length !== TASKS || direct.rowCount !== TASKS || apiIds !== dbIds)
    throw new Error(
      `expected the same ${TASKS} tasks, the API listed ${body.tasks.length} and the query ${direct.rowCount}`,
    );
  const responseKiB = (await getTaskList(cookie)).length / 1024;

  const apiTask = async () => {
    await getTaskList(cookie);
  };
  const dbTask = async () => {
    await database.query(LIST_SQL, [userId]);
  };

  await runLoad({ concurrency: CONCURRENCY, durationMs: WARM_UP_MS, task: apiTask });
  await runLoad({ concurrency: CONCURRENCY, durationMs: WARM_UP_MS, task: dbTask });
  // CPU time of the server process and of this one (the load generator and the direct side's pg
  // client), during each side's rounds: per request, these do not depend on what else the machine runs.
  const cpu = { apiServer: 0, apiBench: 0, dbBench: 0 };
  const benchCpuSeconds = () => processCpuSeconds(process.pid) ?? NaN;
  /** @type {Awaited<ReturnType<typeof runLoad>>[]} */
  const apiRounds = [];
  /** @type {Awaited<ReturnType<typeof runLoad>>[]} */
  const dbRounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const roundMs = durationMs / ROUNDS;
    // Alternate which side goes first, so a trend in the machine's load does not favour one.
    const sides = /** @type {const} */ ([
      [apiRounds, apiTask],
      [dbRounds, dbTask],
    ]);
    for (const [results, task] of round % 2 === 0 ? sides : [...sides].reverse()) {
      const [server, bench] = [running.cpuSeconds() ?? NaN, benchCpuSeconds()];
      results.push(await runLoad({ concurrency: CONCURRENCY, durationMs: roundMs, task }));
      if (results === apiRounds) {
        cpu.apiServer += (running.cpuSeconds() ?? NaN) - server;
        cpu.apiBench += benchCpuSeconds() - bench;
      } else {
        cpu.dbBench += benchCpuSeconds() - bench;
      }
    }
  }

  /** @param {Awaited<ReturnType<typeof runLoad>>[]} rounds */
  const total = (rounds) => {
    const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
    const elapsedMs = rounds.reduce((sum, round) => sum + round.elapsedMs, 0);
    const errors = rounds.reduce((sum, round) => sum + round.errors, 0);
    const firstError = rounds.find((round) => round.errors > 0)?.firstError;
    return {
      requests,
      errors,
      firstError,
      perSecond: (requests / elapsedMs) * 1000,
      latency: summarize(rounds.flatMap((round) => round.latencies)),
    };
  };
  const api = total(apiRounds);
  const db = total(dbRounds);

  for (const [name, result] of /** @type {const} */ ([
    ['api', api],
    ['db', db],
  ])) {
    if (result.errors > 0)
      throw new Error(`${name}: ${result.errors} failed requests, first: ${result.firstError}`);
  }

  const roundRatios = apiRounds.map(
    (round, index) => `${fmt((round.perSecond / (dbRounds[index]?.perSecond ?? NaN)) * 100)} %`,
  );
  console.log(
    `api-list: ${TASKS} tasks (${fmt(responseKiB)} KiB of JSON), ${CONCURRENCY} concurrent, ${durationMs / 1000} s each side in ${ROUNDS} alternating rounds`,
  );
  console.log(
    `api-list: API  GET /api/tasks?view=all  ${fmt(api.perSecond)} req/s, p50 ${fmt(api.latency.median)} ms, p99 ${fmt(api.latency.p99)} ms (${api.requests} requests)`,
  );
  console.log(
    `api-list: DB   same query (pg, pool ${SERVER_POOL_SIZE})  ${fmt(db.perSecond)} q/s, p50 ${fmt(db.latency.median)} ms, p99 ${fmt(db.latency.p99)} ms (${db.requests} queries)`,
  );
  console.log(
    `api-list: CPU per API request: server ${fmt((cpu.apiServer / api.requests) * 1000)} ms, load generator ${fmt((cpu.apiBench / api.requests) * 1000)} ms; per direct query: pg client ${fmt((cpu.dbBench / db.requests) * 1000)} ms`,
  );
  console.log(`api-list: ratio API/DB by round: ${roundRatios.join(', ')}`);
  console.log(
    `api-list: ratio API/DB: throughput ${fmt((api.perSecond / db.perSecond) * 100)} %, p99 ×${fmt(api.latency.p99 / db.latency.p99)}`,
  );
} finally {
  agent.destroy();
  await pool?.end();
  await running.stop();
}
