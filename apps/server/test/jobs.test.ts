// The job queue on its own (shared/jobs.ts): what later features (reminders) rely on beyond the mail's
// tests — jobs that wait for their time, cancelling by key, several at once, a failure with no retry.
import { createDatabase } from '@fokus/db';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@fokus/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  jobIdOfKey,
  type JobDefinition,
  type JobQueue,
  queueDatabase,
} from '../src/shared/jobs.js';

const silent = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ping {
  n: number;
}

function definition(
  name: string,
  handle: JobDefinition<Ping>['handle'],
  extra: Partial<JobDefinition<Ping>> = {},
) {
  return {
    name,
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 30,
    parse: (data: unknown) => data as Ping,
    handle,
    ...extra,
  } satisfies JobDefinition<Ping>;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe('the job queue', () => {
  let test: TestDatabase;
  let jobs: JobQueue | undefined;

  beforeAll(async () => {
    test = await createTestDatabase('embedded');
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
  });
  afterAll(() => test.drop());

  const queue = () => {
    jobs = createJobQueue({ pool: test.pool, log: silent, pollingIntervalSeconds: 0.5 });
    return jobs;
  };

  it('starts in several processes at once on a database without its schema yet', async () => {
    // A database of its own, no `pgboss` schema yet; each pool stands for a process, each defining
    // the same kind of job, all starting at once under the start lock. The race the lock prevents
    // (the schema's unique name, a deadlock creating the queue) shows reliably only between real
    // processes: the two-process tests in test/process start two servers at the same moment.
    const fresh = await createTestDatabase('embedded');
    const others = Array.from({ length: 7 }, () => createDatabase(fresh.url));
    const queues = [fresh.pool, ...others.map((other) => other.pool)].map((pool) => {
      const each = createJobQueue({ pool, log: silent });
      each.define(definition('shared-kind', async () => {}));
      return each;
    });
    try {
      await Promise.all(queues.map((each) => each.start()));
      const { rows } = await fresh.pool.query(`select 1 from pg_namespace where nspname = 'pgboss'`);
      expect(rows).toHaveLength(1);
      const queue = await fresh.pool.query(`select name from pgboss.queue where name = 'shared-kind'`);
      expect(queue.rows).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((each) => each.stop()));
      await Promise.all(others.map((other) => other.close()));
      await fresh.drop();
    }
  });

  it('makes the same job id of the same key, a UUID, and another of another key or queue', () => {
    const id = jobIdOfKey('q', 'k');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOfKey('q', 'k')).toBe(id);
    expect(jobIdOfKey('q', 'k2')).not.toBe(id);
    expect(jobIdOfKey('q2', 'k')).not.toBe(id);
  });

  it('runs a job not before its time, and not at all once cancelled by its key', async () => {
    const ran: { n: number; at: number }[] = [];
    const q = queue();
    const ping = q.define(definition('test-later', async ({ n }) => void ran.push({ n, at: Date.now() })));
    await q.start();
    const queuedAt = Date.now();
    await ping.enqueue({ n: 1 }, { key: 'task-1 at 10:00', startAfter: new Date(queuedAt + 1_500) });
    await ping.enqueue({ n: 2 }, { key: 'task-2 at 10:00', startAfter: new Date(queuedAt + 1_500) });
    await ping.cancel('task-2 at 10:00');
    await until(() => ran.length === 1);
    expect(ran[0]?.n).toBe(1);
    expect((ran[0]?.at ?? 0) - queuedAt).toBeGreaterThanOrEqual(1_400);
    await sleep(1_000);
    expect(ran).toHaveLength(1);
  });

  it('replaces the job of a key: a waiting, cancelled or finished one is stored anew, a running one left', async () => {
    const ran: number[] = [];
    let release: () => void = () => {};
    const q = queue();
    const ping = q.define(
      definition('test-replace', async ({ n }) => {
        ran.push(n);
        if (n === 10) await new Promise<void>((resolve) => (release = resolve));
      }),
    );
    await q.start();
    // Waiting: moved to a later time with new data; only the new one runs.
    await ping.enqueue({ n: 1 }, { key: 'task', startAfter: new Date(Date.now() + 60_000) });
    expect(
      await ping.replace({ n: 2 }, { key: 'task', startAfter: new Date(Date.now() + 500) }),
    ).not.toBeNull();
    await until(() => ran.length === 1);
    expect(ran).toEqual([2]);
    // Finished (kept, with its key): a plain enqueue stores nothing, a replace stores it again.
    expect(await ping.enqueue({ n: 3 }, { key: 'task' })).toBeNull();
    await ping.replace({ n: 4 }, { key: 'task' });
    await until(() => ran.length === 2);
    // Cancelled: stored again.
    await ping.enqueue({ n: 5 }, { key: 'other', startAfter: new Date(Date.now() + 60_000) });
    await ping.cancel('other');
    await ping.replace({ n: 6 }, { key: 'other', startAfter: new Date(Date.now() + 300) });
    await until(() => ran.length === 3);
    expect(ran).toEqual([2, 4, 6]);
    // Running: left alone, nothing stored.
    await ping.enqueue({ n: 10 }, { key: 'busy' });
    await until(() => ran.includes(10));
    expect(await ping.replace({ n: 11 }, { key: 'busy' })).toBeNull();
    release();
    await sleep(1_000);
    expect(ran).toEqual([2, 4, 6, 10]);
  });

  it('keeps a waiting job across a stop: the next queue started on the database runs it', async () => {
    const first = createJobQueue({ pool: test.pool, log: silent, pollingIntervalSeconds: 0.5 });
    const never: number[] = [];
    const before = first.define(definition('test-restart', async ({ n }) => void never.push(n)));
    await first.start();
    await before.enqueue({ n: 7 }, { key: 'reminder', startAfter: new Date(Date.now() + 1_500) });
    await first.stop();
    const ran: number[] = [];
    const q = queue();
    q.define(definition('test-restart', async ({ n }) => void ran.push(n)));
    await q.start();
    await until(() => ran.length === 1);
    expect(ran).toEqual([7]);
    expect(never).toEqual([]);
  });

  it('runs up to `concurrency` jobs of a kind at once in one process', async () => {
    let running = 0;
    let most = 0;
    const q = queue();
    const slow = q.define(
      definition(
        'test-concurrent',
        async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(400);
          running -= 1;
        },
        { concurrency: 2 },
      ),
    );
    await q.start();
    await Promise.all([1, 2, 3, 4].map((n) => slow.enqueue({ n })));
    await until(() => most === 2 && running === 0, 10_000);
    expect(most).toBe(2);
  });

  it('records a job that failed with no tries left as failed, and goes on with the next', async () => {
    const ran: number[] = [];
    const q = queue();
    const flaky = q.define(
      definition('test-failing', async ({ n }) => {
        ran.push(n);
        if (n === 1) throw new Error('boom');
      }),
    );
    await q.start();
    const failing = await flaky.enqueue({ n: 1 });
    await flaky.enqueue({ n: 2 });
    await until(() => ran.length === 2);
    await sleep(300);
    const { rows } = await test.pool.query<{ state: string }>(
      'select state from pgboss.job where name = $1 and id = $2',
      ['test-failing', failing],
    );
    expect(rows[0]?.state).toBe('failed');
    expect(ran).toEqual([1, 2]);
  });

  it('hands back a job that outlives the stop; its late end neither throws nor touches the closed pool', async () => {
    const database = createDatabase(test.url, { max: 2 });
    const warnings: string[] = [];
    const q = createJobQueue({
      pool: database.pool,
      log: { ...silent, warn: (_details, message) => void warnings.push(message) },
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000,
    });
    let started = false;
    let ended = false;
    const slow = q.define(
      definition(
        'test-outliving',
        async () => {
          started = true;
          await sleep(1_800);
          ended = true;
        },
        { retryLimit: 1, retryDelaySeconds: 60 },
      ),
    );
    await q.start();
    const id = await slow.enqueue({ n: 1 });
    await until(() => started);
    const stopAt = Date.now();
    await q.stop();
    expect(Date.now() - stopAt).toBeLessThan(1_700);
    await database.close();
    await until(() => ended);
    await sleep(100);
    expect(warnings).toContain('a job ended after the queue stopped; it will run again after its expiry');
    const { rows } = await test.pool.query<{ state: string }>(
      'select state from pgboss.job where name = $1 and id = $2',
      ['test-outliving', id],
    );
    expect(rows[0]?.state).toBe('retry');
  });

  it('refuses a kind defined after the start, or twice', async () => {
    const q = queue();
    q.define(definition('test-once', async () => {}));
    expect(() => q.define(definition('test-once', async () => {}))).toThrow(/twice/);
    await q.start();
    expect(() => q.define(definition('test-late', async () => {}))).toThrow(/after the queue started/);
  });
});

describe("the queue's way to the database", () => {
  /** A pool that records each query and answers it as told (or fails, like a pool closed under it). */
  function recordingPool(answer: () => Promise<unknown>) {
    const queries: string[] = [];
    return {
      queries,
      pool: {
        query: ((text: string) => {
          queries.push(text);
          return answer();
        }) as unknown as pg.Pool['query'],
      },
    };
  }
  const closed = () => Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
  const warnings: string[] = [];
  const log = { ...silent, warn: (_: object, message: string) => void warnings.push(message) };

  it('once the queue has stopped, answers a late query of pg-boss itself and never reaches the pool', async () => {
    let stopped = false;
    const { pool, queries } = recordingPool(() => Promise.resolve({ rows: [{ id: 1 }] }));
    const { db, pending } = queueDatabase(pool, log, () => stopped);
    await expect(db.executeSql('select 1', [])).resolves.toEqual({ rows: [{ id: 1 }] });
    expect(pending.size).toBe(0);
    stopped = true;
    // A poll due after the stop, with the pool closed: no rejection, and nothing sent.
    const closedPool = recordingPool(closed);
    const late = queueDatabase(closedPool.pool, log, () => stopped);
    await expect(late.db.executeSql('select * from pgboss.job', ['ping'])).resolves.toEqual({ rows: [] });
    expect(closedPool.queries).toEqual([]);
    expect(queries).toEqual(['select 1']);
  });

  it("keeps a job's end that could not be written from becoming an unhandled failure, and counts every query until it ends", async () => {
    warnings.length = 0;
    let fail!: (error: Error) => void;
    const { pool } = recordingPool(() => new Promise((_, reject) => (fail = reject)));
    const { db, pending, finishing } = queueDatabase(pool, log, () => false);
    finishing.add('job-1');
    const write = db.executeSql('update pgboss.job set state = $1 where id = any($2)', [
      'completed',
      ['job-1'],
    ]);
    expect(pending.size).toBe(1);
    expect(finishing.has('job-1')).toBe(false);
    fail(new Error('connection terminated'));
    await expect(write).resolves.toEqual({ rows: [{ count: 0 }] });
    expect(pending.size).toBe(0);
    expect(warnings).toEqual(['could not record the end of a job; it will run again after its expiry']);
  });

  it("answers a job's end that comes after the stop without the pool, and says so", async () => {
    warnings.length = 0;
    const { pool, queries } = recordingPool(closed);
    const { db, finishing } = queueDatabase(pool, log, () => true);
    finishing.add('job-2');
    await expect(db.executeSql('update pgboss.job', ['failed', ['job-2']])).resolves.toEqual({
      rows: [{ count: 0 }],
    });
    expect(queries).toEqual([]);
    expect(warnings).toEqual(['a job ended after the queue stopped; it will run again after its expiry']);
  });
});
