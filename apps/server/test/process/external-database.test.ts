// With DATABASE_URL the same server runs on an external PostgreSQL, applying the migrations itself.
// Runs when TEST_DATABASE_URL names a PostgreSQL server (CI sets it).
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, startServerProcess, stopServerProcess, waitUntilReady } from './server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the server process on DATABASE_URL', () => {
  const name = `fokus_server_test_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  let dataDir: string;
  let maintenance: pg.Client;

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: serverUrl });
    await maintenance.connect();
    await maintenance.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'fokus-external-'));
    await chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    await maintenance?.query(`drop database if exists "${name}" with (force)`);
    await maintenance?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database, serves, and stops without an embedded PostgreSQL', async () => {
    const server = await startServerProcess(dataDir, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
    await waitUntilReady(server);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { state: 'up' } });
    expect((await signUp(server.baseUrl, 'external@example.com', 'a long enough password')).status).toBe(200);
    expect(await signIn(server.baseUrl, 'external@example.com', 'a long enough password')).toBe(200);
    expect(await stopServerProcess(server)).toBe(0);

    // No embedded cluster was created: only the generated auth secret lives in DATA_DIR.
    expect(await readdir(dataDir)).toEqual(['auth-secret']);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const users = await client.query<{ email: string }>('select email from "user"');
      expect(users.rows).toEqual([{ email: 'external@example.com' }]);
    } finally {
      await client.end();
    }
  });
});
