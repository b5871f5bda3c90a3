// The server as a process: start-up time, graceful shutdown, and one owner per DATA_DIR.
import { request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPostgresRunning,
  postmasterPidFile,
  signIn,
  signUp,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './server-process.js';

const PASSWORD = 'a long enough password';
const started: ServerProcess[] = [];
let dataDir: string;

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, env);
  started.push(server);
  return server;
}

describe('the server process', () => {
  beforeAll(async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'fokus-process-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the directory.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'data');
    // The first start creates the cluster; the tests below start on an existing data directory.
    const first = await start();
    await waitUntilReady(first);
    expect(await stopServerProcess(first)).toBe(0);
  });

  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    // A SIGKILLed server leaves its PostgreSQL running; one more start and stop cleans it up.
    if (isPostgresRunning(dataDir)) {
      const cleanup = await startServerProcess(dataDir);
      await waitUntilReady(cleanup).catch(() => undefined);
      await stopServerProcess(cleanup);
    }
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('is ready within 5 s on an existing data directory', async () => {
    const begin = performance.now();
    const server = await start();
    await waitUntilReady(server);
    const readyMs = performance.now() - begin;
    console.log(`ready in ${Math.round(readyMs)} ms on an existing data directory`);
    expect(readyMs).toBeLessThan(5000);
    expect(await stopServerProcess(server)).toBe(0);
  });

  it('finishes a request in flight on SIGTERM, then stops PostgreSQL cleanly and exits 0', async () => {
    const server = await start();
    await waitUntilReady(server);

    // A sign-up whose body arrives slowly: the server has the request when SIGTERM comes, and must wait.
    const body = JSON.stringify({ email: 'slow@example.com', password: PASSWORD, name: 'Slow' });
    const half = Math.floor(body.length / 2);
    let outgoing: ClientRequest | undefined;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      outgoing = request(
        `${server.baseUrl}/api/auth/sign-up/email`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.baseUrl,
          },
        },
        (incoming) => {
          let text = '';
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        },
      );
      outgoing.on('error', reject);
    });
    outgoing?.write(body.slice(0, half));
    await sleep(200);

    server.child.kill('SIGTERM');
    await sleep(300);
    // Stopped accepting: a new connection is refused, while the request in flight goes on.
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    outgoing?.end(body.slice(half));

    const result = await response;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ user: { email: 'slow@example.com' } });
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
    expect(isPostgresRunning(dataDir)).toBe(false);

    // The write it acknowledged while stopping is there after a restart.
    const again = await start();
    await waitUntilReady(again);
    expect(await signIn(again.baseUrl, 'slow@example.com', PASSWORD)).toBe(200);
    expect(await stopServerProcess(again)).toBe(0);
  });

  it('stops cleanly when SIGTERM arrives during start-up', async () => {
    const server = await start();
    // PostgreSQL is up but the server is not listening yet: migrations, app set-up.
    while (!isPostgresRunning(dataDir) && server.child.exitCode === null) await sleep(5);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isPostgresRunning(dataDir)).toBe(false);
  });

  it('refuses a second process on the same DATA_DIR, which leaves the first one serving', async () => {
    const owner = await start({ TRUST_PROXY: 'true' });
    await waitUntilReady(owner);

    const intruder = await start();
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/Another Fokus process \(pid \d+\) is already using DATA_DIR/);

    const health = await fetch(`${owner.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect((await signUp(owner.baseUrl, 'still-serving@example.com', PASSWORD)).status).toBe(200);
    expect(await stopServerProcess(owner)).toBe(0);
    expect(isPostgresRunning(dataDir)).toBe(false);
  });

  it('exits non-zero when its PostgreSQL dies under it, and the next start recovers', async () => {
    const server = await start();
    await waitUntilReady(server);
    const postmasterPid = Number((await readFile(postmasterPidFile(dataDir), 'utf8')).split('\n', 1)[0]);
    process.kill(postmasterPid, 'SIGKILL');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('the embedded PostgreSQL server exited unexpectedly');

    const again = await start();
    await waitUntilReady(again);
    expect(await stopServerProcess(again)).toBe(0);
  });

  it('stops with a message naming the variable when the configuration is wrong', async () => {
    const server = await start({ DATABASE_URL: 'mysql://localhost/fokus' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: DATABASE_URL must be a postgres:// URL');
  });

  it('stops with a message naming DATABASE_URL when that database cannot be reached', async () => {
    const server = await start({ DATABASE_URL: 'postgres://fokus:x@127.0.0.1:1/fokus' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL: cannot connect to the database');
  });
});
