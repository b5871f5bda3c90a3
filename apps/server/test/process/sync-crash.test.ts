// Durability of POST /api/sync: SIGKILL the real server process in the middle of replaying a large
// batch, restart it on the same DATA_DIR and send the whole batch again until nothing is deferred.
// Each operation's effect must be there exactly once: the change and its applied-operation record
// commit together, so a killed transaction left neither and a committed one left both.
import type { SyncOperationResult, Task } from '@fokus/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './server-process.js';

const TASKS = 4;
const OPERATIONS = 400;

let dataDir: string;
let current: ServerProcess | undefined;

async function signUp(server: ServerProcess): Promise<{ userId: string; cookie: string }> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: 'replay@example.com', password: 'a long enough password', name: 'Replay' }),
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ');
  return { userId: user.id, cookie };
}

function api(server: ServerProcess, cookie: string, method: string, url: string, body?: unknown) {
  return fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function listTasks(server: ServerProcess, cookie: string): Promise<Task[]> {
  const response = await api(server, cookie, 'GET', '/api/tasks?view=all');
  expect(response.status).toBe(200);
  return ((await response.json()) as { tasks: Task[] }).tasks;
}

describe('sync replay across a SIGKILL', () => {
  beforeAll(async () => {
    dataDir = await makeDataDir('fokus-sync-crash-');
  });

  afterAll(async () => {
    await removeDataDir(dataDir, current);
  });

  it(`applies each of ${OPERATIONS} operations exactly once when the server is killed mid-replay`, async () => {
    current = await startServerProcess(dataDir);
    await waitUntilReady(current);
    const { userId, cookie } = await signUp(current);

    const taskIds: string[] = [];
    for (let n = 0; n < TASKS; n++) {
      const id = crypto.randomUUID();
      const response = await api(current, cookie, 'POST', '/api/tasks', { id, title: `Replayed ${n}` });
      expect(response.status).toBe(201);
      taskIds.push(id);
    }
    // Alternating time reports (different amounts, so a lost or doubled one shows in the sum) and
    // comments (unique texts, so each can be counted), spread over the tasks.
    const expectedSeconds = new Map(taskIds.map((id) => [id, 0]));
    const expectedComments = new Map<string, string[]>(taskIds.map((id) => [id, []]));
    const operations = Array.from({ length: OPERATIONS }, (_, n) => {
      const taskId = taskIds[n % TASKS]!;
      const base = { id: crypto.randomUUID(), timestamp: Date.now() + n, type: 'update', table: 'tasks' };
      if (n % 2 === 0) {
        const seconds = 1 + (n % 17);
        expectedSeconds.set(taskId, expectedSeconds.get(taskId)! + seconds);
        return { ...base, data: { id: taskId, addSeconds: seconds } };
      }
      expectedComments.get(taskId)!.push(`note ${n}`);
      return { ...base, data: { id: taskId, addComment: `note ${n}` } };
    });
    const batch = { userId, operations };

    // Send the batch and kill the process once about a tenth of it is visible through the API.
    const inFlight = api(current, cookie, 'POST', '/api/sync', batch).then(
      (response) => response.status,
      () => 'cut' as const,
    );
    for (;;) {
      const tasks = await listTasks(current, cookie);
      const done = tasks.reduce((sum, task) => sum + task.comments.length, 0);
      if (done >= OPERATIONS / 20) break;
      await sleep(10);
    }
    current.child.kill('SIGKILL');
    await current.exited;
    expect(await inFlight).toBe('cut');

    current = await startServerProcess(dataDir);
    await waitUntilReady(current);
    const passes: SyncOperationResult[][] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api(current, cookie, 'POST', '/api/sync', batch);
      expect(response.status).toBe(200);
      const { results } = (await response.json()) as { results: SyncOperationResult[] };
      passes.push(results);
      if (results.every((result) => result.status !== 'deferred')) break;
    }
    const last = passes.at(-1)!;
    expect(last.filter((result) => result.status === 'deferred')).toEqual([]);

    // The kill came mid-replay: the first resend found some operations applied and applied the rest.
    const first = passes[0]!.map((result) => result.status);
    expect(first).toContain('duplicate');
    expect(first).toContain('applied');
    expect(new Set(first)).toEqual(new Set(['duplicate', 'applied']));

    for (const task of await listTasks(current, cookie)) {
      expect(task.totalTimeSpent, task.title).toBe(expectedSeconds.get(task.id));
      expect(task.comments.map((comment) => comment.text).sort(), task.title).toEqual(
        [...expectedComments.get(task.id)!].sort(),
      );
    }
    console.log(
      `sync-crash: killed after ${first.filter((status) => status === 'duplicate').length} of ${OPERATIONS} operations had committed`,
    );
    expect(await stopServerProcess(current)).toBe(0);
    current = undefined;
  }, 180_000);
});
