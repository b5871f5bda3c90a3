// Change notifications of the synced tables: what the `fokus_notify_change` trigger (migration
// 0003_change_notifications) tells listeners, a reconnecting LISTEN connection to hear it, and the
// query that replays a user's changes since a version for whoever missed some.
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { syncedTables, type SyncedTableName } from './sync';

/** The NOTIFY channel of the trigger. */
export const CHANGES_CHANNEL = 'fokus_changes';

/** One insert, update or tombstone of a synced row, as clients are told about it. */
export interface RowChange {
  table: SyncedTableName;
  /** The row's primary key (for user_settings, the user id). */
  id: string;
  version: number;
  /** The row is a tombstone (`deleted_at` is set). */
  deleted: boolean;
}

/** A change and whose row it is. */
export interface ChangeNotification extends RowChange {
  userId: string;
}

function isSyncedTableName(value: unknown): value is SyncedTableName {
  return typeof value === 'string' && Object.hasOwn(syncedTables, value);
}

/** The trigger's payload as a typed change, or null if it is not one (never thrown: a listener must go on). */
export function parseChangeNotification(payload: string): ChangeNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { user_id: userId, table, id, version, deleted } = fields;
  if (
    typeof userId !== 'string' ||
    !isSyncedTableName(table) ||
    typeof id !== 'string' ||
    typeof version !== 'number' ||
    !Number.isSafeInteger(version) ||
    typeof deleted !== 'boolean'
  ) {
    return null;
  }
  return { userId, table, id, version, deleted };
}

// One branch per synced table, all read through their (user_id, version) index. Table and column names
// come from the schema, never from input.
const changeBranches = Object.entries(syncedTables).map(([name, table]) => {
  const key = getTableConfig(table).columns.find((column) => column.primary);
  if (!key) throw new Error(`synced table ${name} has no single-column primary key`);
  return (
    `select '${name}' as "table", "${key.name}"::text as id, version, deleted_at is not null as deleted ` +
    `from "${name}" where user_id = $1 and version > $2`
  );
});
const CHANGES_SINCE_SQL = `${changeBranches.join('\nunion all\n')}\norder by version limit $3`;
const LATEST_VERSION_SQL = `select greatest(${Object.keys(syncedTables)
  .map((name) => `(select max(version) from "${name}" where user_id = $1)`)
  .join(', ')}) as version`;

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The user's rows of every synced table changed after `since` (tombstones included), oldest version
 * first, at most `limit` of them: page on with the last version returned. A row changed several times
 * appears once, with its latest version.
 */
export async function changesSince(
  db: Queryable,
  userId: string,
  since: number,
  limit: number,
): Promise<RowChange[]> {
  const { rows } = await db.query<{ table: SyncedTableName; id: string; version: string; deleted: boolean }>(
    CHANGES_SINCE_SQL,
    [userId, since, limit],
  );
  return rows.map((row) => ({
    table: row.table,
    id: row.id,
    version: Number(row.version),
    deleted: row.deleted,
  }));
}

/**
 * The highest version of the user's rows (0 when there are none). Every change of this user that
 * commits later has a higher version: the sync trigger hands out one user's versions in commit order.
 */
export async function latestVersion(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ version: string | null }>(LATEST_VERSION_SQL, [userId]);
  return Number(rows[0]?.version ?? 0);
}

export interface ChangeListenerOptions {
  /** Where to connect: its own connection, never one of a pool (LISTEN holds it for good). */
  connection: pg.ClientConfig;
  onChange(change: ChangeNotification): void;
  /**
   * LISTEN is in place again after the connection was lost: changes made meanwhile were not heard, so
   * whoever relies on them must catch up from the database. Not called for the first connection.
   */
  onReconnect?(): void;
  /** The connection failed or was lost; the next attempt is in `retryInMs`. */
  onError?(error: Error, retryInMs: number): void;
  /** First and longest wait between attempts (doubling, with jitter). Defaults: 250 ms and 10 s. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

export interface ChangeListener {
  /** Connected and listening right now. */
  readonly listening: boolean;
  /**
   * Resolves once LISTEN is in place, connecting first if it has not yet (the connection is opened
   * lazily, on the first call). Rejects after `timeoutMs` or when the listener is closed.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops listening and closes the connection. Safe to call more than once. */
  close(): Promise<void>;
}

/** Thrown by `ready()` when LISTEN could not be set up in time or the listener was closed. */
export class ChangeListenerUnavailableError extends Error {
  override name = 'ChangeListenerUnavailableError';
}

const DEFAULT_READY_TIMEOUT_MS = 10_000;

/**
 * One dedicated connection that LISTENs on the changes channel and reconnects, with backoff, whenever
 * it is lost (PostgreSQL restarted, network cut, connection terminated).
 */
export function createChangeListener(options: ChangeListenerOptions): ChangeListener {
  const minRetryMs = options.minRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  let client: pg.Client | undefined;
  let state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  let failures = 0;
  let listenedBefore = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const waiters = new Set<{ resolve(): void; reject(error: Error): void }>();

  function settleWaiters(error?: Error): void {
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
    waiters.clear();
  }

  function lost(from: pg.Client, error: Error): void {
    // Events of a connection already given up (its 'end' after our own end(), late errors) are ignored.
    if (from !== client || state === 'closed') return;
    client = undefined;
    from.end().catch(() => undefined);
    failures += 1;
    const backoff = Math.min(maxRetryMs, minRetryMs * 2 ** (failures - 1));
    const retryInMs = Math.round(backoff / 2 + (Math.random() * backoff) / 2);
    state = 'waiting';
    options.onError?.(error, retryInMs);
    retryTimer = setTimeout(connect, retryInMs);
    retryTimer.unref();
  }

  function connect(): void {
    state = 'connecting';
    retryTimer = undefined;
    const next = new pg.Client({ application_name: 'fokus-changes', ...options.connection, keepAlive: true });
    client = next;
    // Without an 'error' listener a lost connection would crash the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the LISTEN connection was closed')));
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || message.payload === undefined) return;
      const change = parseChangeNotification(message.payload);
      if (change) options.onChange(change);
    });
    void (async () => {
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      } catch (error) {
        lost(next, error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (client !== next) return;
      state = 'listening';
      failures = 0;
      const reconnected = listenedBefore;
      listenedBefore = true;
      settleWaiters();
      if (reconnected) options.onReconnect?.();
    })();
  }

  return {
    get listening() {
      return state === 'listening';
    },
    ready(timeoutMs = DEFAULT_READY_TIMEOUT_MS) {
      if (state === 'closed') return Promise.reject(new ChangeListenerUnavailableError('listener closed'));
      if (state === 'listening') return Promise.resolve();
      if (state === 'idle') connect();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new ChangeListenerUnavailableError(`not listening for changes after ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          resolve() {
            clearTimeout(timer);
            resolve();
          },
          reject(error: Error) {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.add(waiter);
      });
    },
    async close() {
      if (state === 'closed') return;
      state = 'closed';
      clearTimeout(retryTimer);
      settleWaiters(new ChangeListenerUnavailableError('listener closed'));
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
