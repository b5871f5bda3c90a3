// A sync answer lost after the server committed: a proxy in front of the real listening app cuts the
// client's connection as soon as the answer starts to arrive. The client cannot know what happened,
// so it sends the same batch again, and each operation must have had its effect exactly once.
import { operationOfChange, syncResponseSchema, type PendingOperation, type Task } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

interface DroppingProxy {
  port: number;
  /** How many answers the proxy cut so far. */
  dropped(): number;
  close(): Promise<void>;
}

/** Forwards each connection to `targetPort` and destroys it when the first answer byte comes back. */
async function startDroppingProxy(targetPort: number): Promise<DroppingProxy> {
  let dropped = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.once('data', () => {
      dropped += 1;
      client.destroy();
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    dropped: () => dropped,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabaseKinds())('a lost sync answer on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let proxy: DroppingProxy;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    ada = await t.signUp('ada');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startDroppingProxy((t.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('applies each operation once when the batch is sent again after its answer was lost', async () => {
    const taskId = newId();
    const operation = (change: Parameters<typeof operationOfChange>[0]): PendingOperation =>
      operationOfChange(change, newId(), new Date());
    const batch = [
      operation({ kind: 'createTask', input: { id: taskId, type: 'task', title: 'Lost answer' } }),
      ...Array.from({ length: 20 }, () => operation({ kind: 'addTime', taskId, seconds: 3 })),
      ...Array.from({ length: 5 }, (_, n) =>
        operation({ kind: 'addComment', taskId, input: { text: `comment ${n}` } }),
      ),
      operation({ kind: 'createMicroTask', taskId, input: { id: newId(), title: 'step' } }),
    ];
    const body = { userId: ada.id, operations: batch };

    await expect(
      fetch(`http://127.0.0.1:${proxy.port}/api/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.config.publicOrigin, cookie: ada.cookie },
        body: JSON.stringify(body),
      }).then((response) => response.text()),
    ).rejects.toThrow();
    expect(proxy.dropped()).toBe(1);

    const again = await t.request('POST', '/api/sync', ada, body);
    expect(again.statusCode).toBe(200);
    const { results } = syncResponseSchema.parse(again.json());
    expect(results.map((result) => result.status)).toEqual(batch.map(() => 'duplicate'));
    expect(results.map((result) => result.id)).toEqual(batch.map((entry) => entry.id));

    const task = (await t.request('GET', `/api/tasks/${taskId}`, ada)).json<Task>();
    expect(task.totalTimeSpent).toBe(60);
    expect(task.comments).toHaveLength(5);
    expect((await t.request('GET', `/api/tasks/${taskId}/micro-tasks`, ada)).json()).toHaveLength(1);
  });
});
