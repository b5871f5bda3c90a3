// GET /api/events over real HTTP (inject cannot stream), on each database kind. Changes are made
// straight in the database, the way any writer's would reach PostgreSQL: the stream must not care who
// wrote them.
import { latestVersion, tasks, userSettings } from '@fokus/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@fokus/db/testing';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { eventsRoutes } from '../src/modules/events/events.routes.js';
import { registerAuth } from '../src/plugins/auth.js';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { SseClient } from './events-client.js';
import { TEST_AUTH_SECRET, cookieHeader, testConfig } from './helpers.js';

interface SignedIn {
  id: string;
  cookie: string;
}

async function startApp(database: TestDatabase): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    pool: database.pool,
    logger: false,
    webDistDir: '/nonexistent/web-dist',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

describe.each(testDatabaseKinds())('live updates (GET /api/events) on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let ada: SignedIn;
  let bo: SignedIn;
  const clients: SseClient[] = [];

  async function signUp(name: string, ip: string): Promise<SignedIn> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: ip,
      headers: { origin: testConfig().publicOrigin },
      payload: { email: `${name}-${kind}@example.com`, password: 'correct horse battery staple', name },
    });
    expect(response.statusCode).toBe(200);
    return { id: response.json<{ user: { id: string } }>().user.id, cookie: cookieHeader(response) };
  }

  /** Opens a stream and waits until it is live (its first bytes, like EventSource's `open`). */
  async function open(who: SignedIn, headers: Record<string, string> = {}, query = ''): Promise<SseClient> {
    const client = await SseClient.open(`${baseUrl}/api/events${query}`, { cookie: who.cookie, ...headers });
    clients.push(client);
    expect(client.status).toBe(200);
    await client.waitFor((c) => c.retry !== undefined, 'the retry hint');
    return client;
  }

  async function insertTask(userId: string, title: string) {
    const [row] = await database.db.insert(tasks).values({ userId, title }).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app, baseUrl } = await startApp(database));
    ada = await signUp('ada', '198.51.100.1');
    bo = await signUp('bo', '198.51.100.2');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('refuses a client without a session', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('refuses a Last-Event-ID or since that is not a version', async () => {
    const header = await fetch(`${baseUrl}/api/events`, {
      headers: { cookie: ada.cookie, 'last-event-id': 'abc' },
    });
    expect(header.status).toBe(400);
    expect(await header.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const query = await fetch(`${baseUrl}/api/events?since=-1`, { headers: { cookie: ada.cookie } });
    expect(query.status).toBe(400);
  });

  it('streams uncompressed, uncached, with the security headers, a retry hint and the current version as id', async () => {
    const latest = await latestVersion(database.pool, ada.id);
    const client = await open(ada, { 'accept-encoding': 'gzip, br' });
    expect(client.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.header('cache-control')).toBe('no-cache');
    expect(client.header('x-accel-buffering')).toBe('no');
    expect(client.header('content-encoding')).toBeUndefined();
    expect(client.header('x-content-type-options')).toBe('nosniff');
    expect(client.header('content-security-policy')).toContain("default-src 'self'");
    expect(client.retry).toBe(3000);
    expect(client.lastEventId).toBe(String(latest));
    expect(client.events).toEqual([]);
  });

  it('pushes a change of the user’s row to every open stream of that user, and never another user’s', async () => {
    const [first, second, other] = await Promise.all([open(ada), open(ada), open(bo)]);
    const bosTask = await insertTask(bo.id, 'Bo’s private task');
    const task = await insertTask(ada.id, 'Buy stamps');

    const expected = { table: 'tasks', id: task.id, version: task.version, deleted: false };
    await first!.waitForChange(task.id);
    await second!.waitForChange(task.id);
    await other!.waitForChange(bosTask.id);
    // Bo's change was committed (and so notified) first: had it been sent to Ada, it would be here.
    expect(first!.changes).toEqual([expected]);
    expect(second!.changes).toEqual([expected]);
    expect(first!.events[0]).toMatchObject({ event: 'change', id: String(task.version) });
    expect(other!.changes.map((change) => change.id)).toEqual([bosTask.id]);
  });

  it('pushes updates and tombstones with their new versions, and rows keyed by their user', async () => {
    const client = await open(ada);
    const task = await insertTask(ada.id, 'Call grandma');
    const [updated] = await database.db
      .update(tasks)
      .set({ status: 'inProgress' })
      .where(eq(tasks.id, task.id))
      .returning();
    const [deleted] = await database.db
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, task.id))
      .returning();
    const [settings] = await database.db.insert(userSettings).values({ userId: ada.id }).returning();
    await client.waitForChange(ada.id);
    expect(client.changes).toEqual([
      { table: 'tasks', id: task.id, version: task.version, deleted: false },
      { table: 'tasks', id: task.id, version: updated!.version, deleted: false },
      { table: 'tasks', id: task.id, version: deleted!.version, deleted: true },
      { table: 'user_settings', id: ada.id, version: settings!.version, deleted: false },
    ]);
  });

  it('replays what a client missed after its Last-Event-ID, tombstones included, then goes live', async () => {
    const before = await open(ada);
    const seen = before.lastEventId;
    before.close();

    // While the client is away: a new task, one changed and then deleted, and another user's change.
    const kept = await insertTask(ada.id, 'Renew the passport');
    const gone = await insertTask(ada.id, 'Cancel the gym');
    await insertTask(bo.id, 'Not Ada’s');
    const [tombstone] = await database.db
      .update(tasks)
      .set({ deletedAt: sql`now()` })
      .where(eq(tasks.id, gone.id))
      .returning();

    const client = await open(ada, { 'last-event-id': seen });
    await client.waitForChange(gone.id, tombstone!.version);
    const live = await insertTask(ada.id, 'After the reconnect');
    await client.waitForChange(live.id);
    expect(client.changes).toEqual([
      { table: 'tasks', id: kept.id, version: kept.version, deleted: false },
      { table: 'tasks', id: gone.id, version: tombstone!.version, deleted: true },
      { table: 'tasks', id: live.id, version: live.version, deleted: false },
    ]);
    expect(client.lastEventId).toBe(String(live.version));
  });

  it('takes ?since=N from clients that cannot set headers, and prefers Last-Event-ID when both are sent', async () => {
    const base = await latestVersion(database.pool, ada.id);
    const first = await insertTask(ada.id, 'First');
    const second = await insertTask(ada.id, 'Second');

    const bySince = await open(ada, {}, `?since=${base}`);
    await bySince.waitForChange(second.id);
    expect(bySince.changes.map((change) => change.id)).toEqual([first.id, second.id]);

    const both = await open(ada, { 'last-event-id': String(first.version) }, `?since=${base}`);
    await both.waitForChange(second.id);
    expect(both.changes.map((change) => change.id)).toEqual([second.id]);
  });

  it('sends every change exactly once, in version order, when writes go on during the replay', async () => {
    const seen = await latestVersion(database.pool, ada.id);
    const missed = [];
    for (let i = 0; i < 20; i += 1) missed.push(await insertTask(ada.id, `Missed ${i}`));

    // Writes keep coming while the stream subscribes and replays.
    const writing = (async () => {
      const rows = [];
      for (let i = 0; i < 40; i += 1) rows.push(await insertTask(ada.id, `Concurrent ${i}`));
      return rows;
    })();
    const client = await open(ada, { 'last-event-id': String(seen) });
    const concurrent = await writing;
    const last = concurrent.at(-1)!;
    await client.waitForChange(last.id);

    const versions = client.changes.map((change) => change.version);
    expect(versions).toEqual([...missed, ...concurrent].map((row) => row.version));
  });

  it('catches up on changes made while its LISTEN connection was lost', async () => {
    const client = await open(ada);
    const terminated = await database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'fokus-changes' and datname = current_database()",
    );
    expect(terminated.rowCount).toBe(1);
    // Most likely committed before the listener is back, so only the catch-up can deliver it.
    const task = await insertTask(ada.id, 'Written while nobody listened');
    await client.waitForChange(task.id);
    const later = await insertTask(ada.id, 'Written after the reconnect');
    await client.waitForChange(later.id);
    expect(client.changes.map((change) => change.id)).toEqual([task.id, later.id]);
  });

  it('ends open streams when the app closes, so shutdown does not wait for them', async () => {
    const second = await startApp(database);
    // A browser keeps its connection alive after a response: the server must still close it.
    const agent = new http.Agent({ keepAlive: true });
    try {
      const client = await SseClient.open(`${second.baseUrl}/api/events`, { cookie: ada.cookie }, agent);
      await client.waitFor((c) => c.retry !== undefined, 'the retry hint');
      const started = performance.now();
      await second.app.close();
      await client.ended;
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      agent.destroy();
    }
  });
});

describe('an open event stream after sign-out', () => {
  it('ends once its session is gone', async () => {
    const database = await createTestDatabase('embedded');
    const config = testConfig();
    // The events routes alone, with a session check every 100 ms instead of every 5 minutes.
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await registerAuth(app, { config, db: database.db, secret: TEST_AUTH_SECRET });
    await app.register(eventsRoutes, { pool: database.pool, sessionCheckIntervalMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    try {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: config.publicOrigin },
        payload: { email: 'leaving@example.com', password: 'correct horse battery staple', name: 'Lea' },
      });
      const cookie = cookieHeader(signUp);
      const client = await SseClient.open(`${baseUrl}/api/events`, { cookie });
      await client.waitFor((c) => c.retry !== undefined, 'the retry hint');

      const signOut = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: config.publicOrigin, cookie },
      });
      expect(signOut.statusCode).toBe(200);
      await client.ended;
      expect(client.isEnded).toBe(true);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
