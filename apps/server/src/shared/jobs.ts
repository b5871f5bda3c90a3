// The job queue (DESIGN.md "jobs"): work that must happen after a request, once, even with several
// server processes on one PostgreSQL and across restarts — e-mails now, reminders later. It is pg-boss
// on the app's own pool: its tables live in the `pgboss` schema of the same database, created (or
// upgraded) by pg-boss itself when the queue starts, under its own advisory lock, not by Fokus's
// migrations. Each process that starts the queue also works it: pg-boss fetches with
// `FOR UPDATE SKIP LOCKED`, so a stored job goes to exactly one worker.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** What the queue writes to the log (the app's pino logger fits). */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The job a handler runs. */
export interface RunningJob {
  /** The job's id (stable across its retries). */
  readonly id: string;
  /** The queue's name. */
  readonly name: string;
  /** How many tries failed before this one. */
  readonly retryCount: number;
}

/** A kind of job: its queue name, how failures are retried, and what running one does. */
export interface JobDefinition<Data extends object> {
  /** The queue's name: letters, digits, `_` and `-`. */
  readonly name: string;
  /** Retries after the first try fails (so `retryLimit + 1` tries in all). */
  readonly retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each later one waits about twice as long. */
  readonly retryDelaySeconds: number;
  /** Exponential backoff with jitter between retries (pg-boss: delay × 2^n, plus up to as much again). */
  readonly retryBackoff: boolean;
  /** A try still running after this long counts as failed (and a crashed worker's job is retried). */
  readonly expireInSeconds: number;
  /** Jobs of this kind one process runs at once. Default 1. */
  readonly concurrency?: number;
  /** Checks the stored data before the handler sees it (it came back from the database). */
  parse(data: unknown): Data;
  /** Runs one job. A throw fails this try; the queue retries it while tries are left. */
  handle(data: Data, job: RunningJob): Promise<void>;
}

/** How one job is stored. */
export interface EnqueueOptions {
  /**
   * Idempotency key: a second job with the same key in the same queue is not stored while the first is
   * kept (a completed job stays `JobQueueOptions.keepCompletedSeconds` in the queue, then a day in its
   * archive, and both are looked at). Also what `cancel` names.
   */
  key?: string;
  /** Not run before this time (reminders). */
  startAfter?: Date;
}

/** A connection a caller holds (a pool client), for `replace` and `cancel` to run their statements on. */
export type JobClient = Pick<pg.ClientBase, 'query'>;

/** pg-boss's executor over a held connection. */
function executorOf(client: JobClient): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/** A registered kind of job, to enqueue and cancel jobs of. */
export interface JobType<Data extends object> {
  readonly name: string;
  /**
   * Stores a job; resolves once it is committed to the database (the worker may run it at once, in
   * this process or another). Resolves to the job's id, or `null` when a job with the same key was
   * already stored, which is then left as it is.
   */
  enqueue(data: Data, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Cancels the job stored with `key` if it has not run yet (nothing happens when there is none).
   * With `client`, on that connection (one the caller holds a lock on).
   */
  cancel(key: string, client?: JobClient): Promise<void>;
  /**
   * Stores the job of `key` anew: whatever job of that key is kept (waiting, cancelled, done, or in
   * the archive) is deleted first, so the new data and `startAfter` apply (a reminder moved to a new
   * time). A job of that key running right now is left alone and nothing is stored (resolves `null`).
   * Callers that may replace the same key at once from several processes serialise it themselves,
   * and may pass the `client` they hold their lock on, so this needs no other connection.
   */
  replace(data: Data, options: EnqueueOptions & { key: string; client?: JobClient }): Promise<string | null>;
}

export interface JobQueue {
  /**
   * Registers a kind of job. Call it before `start` (each feature does while the app is built); its
   * queue is created and a worker starts on it when the queue starts.
   */
  define<Data extends object>(definition: JobDefinition<Data>): JobType<Data>;
  /** Creates or upgrades pg-boss's schema, creates every defined queue and starts working them. */
  start(): Promise<void>;
  /**
   * Stops fetching, lets running jobs finish (up to `stopTimeoutMs`; those still running then are
   * failed and retried later by whichever process works the queue) and waits for pg-boss's last
   * writes. Call it before the pool closes. Safe to call more than once, or before `start`.
   */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  pool: pg.Pool;
  log: JobLogger;
  /** How often an idle worker looks for new jobs (pg-boss's minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /**
   * How often pg-boss's maintenance runs (expired tries retried, old jobs archived and deleted).
   * Default 60.
   */
  maintenanceIntervalSeconds?: number;
  /** How long `stop` waits for running jobs. Default 5,000 (inside the server's shutdown grace). */
  stopTimeoutMs?: number;
  /**
   * How long a completed job is kept (with its data and idempotency key) before it is archived and,
   * a day later, deleted. Default one hour: a job's data may hold a secret link.
   */
  keepCompletedSeconds?: number;
}

const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
const DEFAULT_MAINTENANCE_INTERVAL_SECONDS = 60;
const DEFAULT_STOP_TIMEOUT_MS = 5_000;
const DEFAULT_KEEP_COMPLETED_SECONDS = 60 * 60;
/** Archived jobs (completed or failed for good) are deleted this long after archiving. */
const DELETE_ARCHIVED_AFTER_HOURS = 24;

/**
 * The job id of an idempotency key: a UUID made from a SHA-256 of the queue and the key, so the same
 * key always names the same job (pg-boss stores jobs `ON CONFLICT DO NOTHING` on their id) and the key
 * itself, which may hold a secret, is never stored.
 */
export function jobIdOfKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss's schema (its default), where `replace` deletes a kept job. */
const PGBOSS_SCHEMA = 'pgboss';

/** Key of the advisory lock under which a process starts pg-boss ('Fkjb', 0). */
const START_LOCK = [0x466b6a62, 0] as const;

/**
 * Runs `start` while this process holds a session advisory lock, so processes that start at once
 * create or upgrade the `pgboss` schema and their queues one after the other: pg-boss's own lock is
 * taken only after its `CREATE SCHEMA IF NOT EXISTS`, which two processes can run at the same moment
 * (one then fails on the schema's unique name), and two processes creating the same queue at once
 * can deadlock on its row and partition.
 */
async function startSerialised(pool: pg.Pool, start: () => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...START_LOCK]);
    try {
      await start();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** pg-boss's one way to the database, and what the queue counts of it (see `queueDatabase`). */
export interface QueueDatabase {
  readonly db: PgBoss.Db;
  /** Every query under way: `stop` waits for them. */
  readonly pending: Set<Promise<unknown>>;
  /** Ids of jobs whose handler just ended: pg-boss's next write naming them is their complete or fail. */
  readonly finishing: Set<string>;
}

/**
 * pg-boss's executor over the app's pool, guarded for the queue's stop.
 * - pg-boss's own writes after a job (complete, fail) are not awaited by it; counting every query in
 *   `pending` lets `stop` wait for them, so a job that ran is never left "active" by a pool closed under
 *   it.
 * - A write naming a job of `finishing` is that job's complete or fail, which pg-boss neither awaits nor
 *   catches. A failure there (the database unreachable, or a handler that outlived `stop`) must not
 *   become an unhandled rejection, which would end the process: it is logged, and the job, left active,
 *   is retried after its expiry.
 * - Once `stopped()`, the pool may be closed under the queue: a late poll or maintenance query of
 *   pg-boss (which it does not always catch) gets an empty answer and never reaches the pool. Sending
 *   is refused before it reaches pg-boss once the queue stops, so nothing asked for is lost here.
 */
export function queueDatabase(
  pool: Pick<pg.Pool, 'query'>,
  log: JobLogger,
  stopped: () => boolean,
): QueueDatabase {
  const pending = new Set<Promise<unknown>>();
  const finishing = new Set<string>();
  /** The answer pg-boss reads from a complete or fail that changed nothing. */
  const NOTHING_RECORDED = { rows: [{ count: 0 }] };
  const db: PgBoss.Db = {
    executeSql(text, values) {
      const ids: unknown = values?.[1];
      const finished = Array.isArray(ids) && ids.some((id) => finishing.has(String(id)));
      if (finished) for (const id of ids as unknown[]) finishing.delete(String(id));
      if (stopped()) {
        if (finished)
          log.warn(
            { jobIds: ids },
            'a job ended after the queue stopped; it will run again after its expiry',
          );
        return Promise.resolve(finished ? NOTHING_RECORDED : { rows: [] });
      }
      const query = pool.query(text, values);
      pending.add(query);
      const forget = () => pending.delete(query);
      query.then(forget, forget);
      if (!finished) return query;
      return query.catch((error: unknown) => {
        log.warn(
          { err: error, jobIds: ids },
          'could not record the end of a job; it will run again after its expiry',
        );
        return NOTHING_RECORDED;
      });
    },
  };
  return { db, pending, finishing };
}

/** The queue over `options.pool`. Nothing touches the database before `start`. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { pool, log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;

  const { db, pending, finishing } = queueDatabase(pool, log, () => state === 'stopped');

  const boss = new PgBoss({
    db,
    pollingIntervalSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_INTERVAL_SECONDS,
    archiveCompletedAfterSeconds: options.keepCompletedSeconds ?? DEFAULT_KEEP_COMPLETED_SECONDS,
    deleteAfterHours: DELETE_ARCHIVED_AFTER_HOURS,
    // Cron schedules are not used (yet); their clock checks would only add queries.
    schedule: false,
  });
  // Without a listener an 'error' event would throw; pg-boss reports failed polls and maintenance here
  // and carries on by itself.
  boss.on('error', (error: Error & { queue?: string }) => {
    log.warn({ err: error, queue: error.queue }, 'job queue error');
  });

  const definitions = new Map<string, JobDefinition<object>>();
  /** Handlers running now (`stop` waits for them too, in case pg-boss's own wait missed one). */
  const handlers = new Set<Promise<void>>();
  const workerIds = new Map<string, string>();
  let state: 'idle' | 'starting' | 'started' | 'stopping' | 'stopped' = 'idle';
  let stopping: Promise<void> | undefined;

  /** Creates the queue of a kind of job, or brings an existing one's settings in line. */
  async function prepareQueue(definition: JobDefinition<object>): Promise<void> {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
    });
    // createQueue keeps an existing queue's settings: bring them in line with this version's definition.
    await boss.updateQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
    });
  }

  async function startWorker(definition: JobDefinition<object>): Promise<void> {
    const concurrency = Math.max(1, definition.concurrency ?? 1);
    for (let index = 0; index < concurrency; index += 1) await startOneWorker(definition);
  }

  async function startOneWorker(definition: JobDefinition<object>): Promise<void> {
    // Read by the handler, which may run before `work` has answered with the id.
    const worker: { id?: string } = {};
    const workerId = await boss.work<unknown>(
      definition.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        // A fetch that was under way when `stop` began: hand the job back (as a failed try) rather
        // than run it while the pool closes.
        if (state === 'stopping' || state === 'stopped') {
          finishing.add(job.id);
          throw new Error('the job queue is stopping');
        }
        const running: RunningJob = { id: job.id, name: job.name, retryCount: job.retryCount };
        const handled = definition.handle(definition.parse(job.data), running);
        handlers.add(handled);
        try {
          await handled;
        } catch (error) {
          const triesLeft = job.retryLimit - job.retryCount;
          const details = { err: error, queue: job.name, jobId: job.id, try: job.retryCount + 1 };
          if (triesLeft > 0) log.warn({ ...details, triesLeft }, 'job failed; it will be retried');
          else log.error(details, 'job failed for good: no tries left');
          throw error;
        } finally {
          handlers.delete(handled);
          finishing.add(job.id);
          // pg-boss waits a whole polling interval after each job; look for the next one at once
          // instead (it waits only when the queue is empty).
          if (worker.id !== undefined) boss.notifyWorker(worker.id);
        }
      },
    );
    worker.id = workerId;
    // The first worker of a queue is the one a local enqueue wakes.
    if (!workerIds.has(definition.name)) workerIds.set(definition.name, workerId);
  }

  function jobType<Data extends object>(definition: JobDefinition<Data>): JobType<Data> {
    return {
      name: definition.name,
      async enqueue(data, enqueueOptions = {}) {
        if (state === 'stopping' || state === 'stopped') throw new Error('the job queue is stopped');
        const sendOptions: PgBoss.SendOptions = {};
        if (enqueueOptions.key !== undefined)
          sendOptions.id = jobIdOfKey(definition.name, enqueueOptions.key);
        if (enqueueOptions.startAfter !== undefined) sendOptions.startAfter = enqueueOptions.startAfter;
        // An unknown or already archived id: store it; a kept one with that id: pg-boss stores nothing.
        if (sendOptions.id !== undefined) {
          const archived = await boss.getJobById(definition.name, sendOptions.id, { includeArchive: true });
          if (archived) return null;
        }
        const id = await boss.send(definition.name, data, sendOptions);
        // A job stored in this process can start here at once rather than on the next poll.
        const workerId = workerIds.get(definition.name);
        if (id !== null && workerId !== undefined && enqueueOptions.startAfter === undefined) {
          boss.notifyWorker(workerId);
        }
        return id;
      },
      async cancel(key, client) {
        await boss.cancel(
          definition.name,
          jobIdOfKey(definition.name, key),
          client ? { db: executorOf(client) } : {},
        );
      },
      async replace(data, enqueueOptions) {
        if (state === 'stopping' || state === 'stopped') throw new Error('the job queue is stopped');
        const id = jobIdOfKey(definition.name, enqueueOptions.key);
        const connection = enqueueOptions.client ?? pool;
        await connection.query(
          `delete from ${PGBOSS_SCHEMA}.job where name = $1 and id = $2 and state <> 'active'`,
          [definition.name, id],
        );
        await connection.query(`delete from ${PGBOSS_SCHEMA}.archive where name = $1 and id = $2`, [
          definition.name,
          id,
        ]);
        const sendOptions: PgBoss.SendOptions = { id };
        if (enqueueOptions.startAfter !== undefined) sendOptions.startAfter = enqueueOptions.startAfter;
        if (enqueueOptions.client) sendOptions.db = executorOf(enqueueOptions.client);
        return boss.send(definition.name, data, sendOptions);
      },
    };
  }

  return {
    define<Data extends object>(definition: JobDefinition<Data>): JobType<Data> {
      if (!/^[\w-]+$/.test(definition.name)) throw new Error(`invalid job queue name: ${definition.name}`);
      if (definitions.has(definition.name)) throw new Error(`job queue defined twice: ${definition.name}`);
      if (state !== 'idle') throw new Error(`job queue ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
      return jobType(definition);
    },
    async start() {
      if (state !== 'idle') return;
      state = 'starting';
      // The schema and the queues' rows are written one process at a time (see startSerialised).
      await startSerialised(pool, async () => {
        await boss.start();
        for (const definition of definitions.values()) await prepareQueue(definition);
      });
      for (const definition of definitions.values()) await startWorker(definition);
      state = 'started';
      log.info({ queues: [...definitions.keys()] }, 'job queue started');
    },
    stop() {
      stopping ??= (async () => {
        const wasRunning = state === 'started' || state === 'starting';
        state = 'stopping';
        const timeout = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
        const deadline = Date.now() + timeout;
        // pg-boss stops fetching, waits up to `timeout` for running jobs, then hands the others back
        // (failed tries, retried later by whichever process works the queue).
        if (wasRunning) await boss.stop({ graceful: true, wait: true, close: false, timeout });
        // Its last writes, and handlers it no longer counts, up to the same deadline. A fetch that
        // answers now still leads to a write (the job handed back) a few promise steps later: wait
        // until a turn of the event loop passes with nothing outstanding.
        const handlersInTime = () => handlers.size > 0 && Date.now() < deadline;
        do {
          const left = Math.max(0, deadline - Date.now());
          const running = handlersInTime()
            ? [
                Promise.race([
                  Promise.allSettled([...handlers]),
                  new Promise((resolve) => setTimeout(resolve, left)),
                ]),
              ]
            : [];
          await Promise.allSettled([...pending, ...running]);
          await new Promise((resolve) => setImmediate(resolve));
        } while (pending.size > 0 || handlersInTime());
        state = 'stopped';
      })();
      return stopping;
    },
  };
}
