// Runs the built server as a real `node` process, the way `npm start` and a container do.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
}

/**
 * A port for a test server, taken below the kernel's ephemeral range (32768+ on Linux). A port found
 * by binding port 0 lies inside that range, so between closing it and the server binding it, the
 * embedded PostgreSQL (which binds port 0) or any outgoing connection could take it: CI once failed
 * with EADDRINUSE that way. Each vitest worker draws from its own block, so parallel files never race
 * for the same port either.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const blockStart = 20_000 + (worker % 8) * 1_500;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = blockStart + Math.floor(Math.random() * 1_500);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${blockStart}–${blockStart + 1_499}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [inject('serverBundle')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, port, baseUrl, output: () => output, exited };
}

/** Polls /api/health until it answers 200; fails early if the process exits. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let exitCode: number | NodeJS.Signals | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (performance.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Sends SIGTERM and waits for the exit. */
export async function stopServerProcess(server: ServerProcess): Promise<number | NodeJS.Signals> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

export function postmasterPidFile(dataDir: string): string {
  return path.join(dataDir, 'postgres', 'postmaster.pid');
}

export function isPostgresRunning(dataDir: string): boolean {
  return existsSync(postmasterPidFile(dataDir));
}

/**
 * A fresh DATA_DIR inside a new temporary folder. The folder is world-readable so the embedded
 * database, which runs as an unprivileged user when the tests run as root, can reach it.
 */
export async function makeDataDir(prefix: string): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(parent, 0o755);
  return path.join(parent, 'data');
}

/**
 * Kills a server a test left running, stops a database server a killed one left behind (by starting
 * and stopping the server once, which finds and stops it cleanly) and removes the temporary folder.
 */
export async function removeDataDir(dataDir: string, running: ServerProcess | undefined): Promise<void> {
  if (running) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  if (isPostgresRunning(dataDir)) {
    const cleanup = await startServerProcess(dataDir);
    await waitUntilReady(cleanup).catch(() => undefined);
    await stopServerProcess(cleanup);
  }
  await rm(path.dirname(dataDir), { recursive: true, force: true });
}

let nextAddress = 1;
/** A distinct client address per call, sent as X-Forwarded-For to a server started with TRUST_PROXY. */
export function nextClientAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface SignUpResult {
  status: number;
  body: string;
}

/** Signs a user up over HTTP, from its own client address so the per-address rate limit is not hit. */
export async function signUp(baseUrl: string, email: string, password: string): Promise<SignUpResult> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  return { status: response.status, body: await response.text() };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Server processes that share one database and one setting (`env`), each on a DATA_DIR of its own:
 * `start` adds one, `stopAll` stops the running ones (with their exit codes), `cleanUp` stops what is
 * left and removes the folders.
 */
export function serverFleet(prefix: string, env: Record<string, string>) {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const stopAll = () => Promise.all(servers.splice(0).map((server) => stopServerProcess(server)));
  return {
    async start(): Promise<ServerProcess> {
      const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
      await chmod(dataDir, 0o755);
      dataDirs.push(dataDir);
      const server = await startServerProcess(dataDir, env);
      servers.push(server);
      return server;
    },
    stopAll,
    async cleanUp(): Promise<void> {
      await stopAll();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
