// Two server processes on one PostgreSQL (DATABASE_URL): a change made through one reaches a client
// connected to the other, through LISTEN/NOTIFY. Runs when TEST_DATABASE_URL names a PostgreSQL server
// (CI sets it); a fresh database is created on it for the test.
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseClient } from '../events-client.js';
import {
  nextClientAddress,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const AUTH_SECRET = 'two-processes-secret-that-is-long-enough';

/** Signs up over HTTP and returns the session cookie. */
async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ email, password: 'a long enough password', name: 'Ada' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

describe.skipIf(!serverUrl)('two server processes on one DATABASE_URL (needs TEST_DATABASE_URL)', () => {
  const name = `fokus_events_test_${randomBytes(4).toString('hex')}`;
  let maintenance: pg.Client;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];

  async function start(databaseUrl: string): Promise<ServerProcess> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fokus-events-'));
    await chmod(dataDir, 0o755);
    dataDirs.push(dataDir);
    const server = await startServerProcess(dataDir, {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      TRUST_PROXY: 'true',
    });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: serverUrl });
    await maintenance.connect();
    await maintenance.query(`create database "${name}"`);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await maintenance?.query(`drop database if exists "${name}" with (force)`);
    await maintenance?.end();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('delivers a change made through process A to a client of process B within 2 s', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    // Started together: both migrate the empty database at once, which must be safe too.
    const [a, b] = await Promise.all([start(url.toString()), start(url.toString())]);
    await Promise.all([waitUntilReady(a!), waitUntilReady(b!)]);

    // The session made on A is valid on B: same database, same AUTH_SECRET.
    const cookie = await signUp(a!.baseUrl, 'two-processes@example.com');
    const onB = await SseClient.open(`${b!.baseUrl}/api/events`, { cookie });
    expect(onB.status).toBe(200);
    await onB.waitFor((client) => client.retry !== undefined, 'the stream on B to be live');
    const onA = await SseClient.open(`${a!.baseUrl}/api/events`, { cookie });
    await onA.waitFor((client) => client.retry !== undefined, 'the stream on A to be live');

    const id = randomUUID();
    const created = await fetch(`${a!.baseUrl}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a!.baseUrl, cookie },
      body: JSON.stringify({ id, title: 'Made on A, seen on B' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { version } = (await created.json()) as { version: number };

    const sent = performance.now();
    await onB.waitForChange(id, version, 2_000);
    const elapsed = performance.now() - sent;
    expect(elapsed).toBeLessThan(2_000);
    expect(onB.changes).toEqual([{ table: 'tasks', id, version, deleted: false }]);
    await onA.waitForChange(id, version, 2_000);

    // SIGTERM with event streams open: both stop cleanly and promptly, ending the streams.
    const stopping = performance.now();
    expect(await Promise.all([stopServerProcess(a!), stopServerProcess(b!)])).toEqual([0, 0]);
    expect(performance.now() - stopping).toBeLessThan(5_000);
    await Promise.all([onA.ended, onB.ended]);
  });
});
