// The delegate's files (issue 17 points 6 and 10): uploaded and downloaded through the link, behind
// the same guard and the same type and size checks as the owner's; the owner is notified.
import {
  attachmentSchema,
  delegatedTaskSchema,
  delegateTaskResponseSchema,
  taskNotificationListResponseSchema,
  type Task,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

let nextClient = 1;
/** A client address of its own, so one test's refused attempts never throttle another's. */
const newClient = (): string => `198.51.100.${nextClient++}`;

describe.each(testDatabaseKinds())("the delegate's attachments on %s", (kind) => {
  let t: TasksTestApp;
  let owner: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    owner = await t.signUp('owner-delegate-files');
  });
  afterAll(() => t?.close());

  /** A task of the owner, delegated: its id and the link's token. */
  async function delegatedTask(title = 'Fix the shelf'): Promise<{ task: Task; token: string }> {
    const created = await t.request('POST', '/api/tasks', owner, { id: newId(), title });
    const task = created.json<Task>();
    const response = await t.request('POST', `/api/tasks/${task.id}/delegation`, owner, {
      assigneeEmail: 'kim@example.org',
      language: 'en',
    });
    const { link } = delegateTaskResponseSchema.parse(response.json());
    return { task, token: new URL(link, 'http://x').searchParams.get('token') ?? '' };
  }

  function upload(taskId: string, token: string, name: string, payload: Buffer, client = newClient()) {
    return t.app.inject({
      method: 'POST',
      url: `/api/shared-tasks/${taskId}/attachments?token=${encodeURIComponent(token)}&name=${encodeURIComponent(name)}`,
      remoteAddress: client,
      headers: { origin: t.config.publicOrigin, 'content-type': 'application/octet-stream' },
      payload,
    });
  }

  function shared(url: string, client = newClient()): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'GET', url, remoteAddress: client });
  }

  it('stores the file, lists it with the link’s own download path, notifies the owner and serves it', async () => {
    const { task, token } = await delegatedTask();
    const response = await upload(task.id, token, 'shelf.png', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = attachmentSchema.parse(response.json());
    expect(attachment).toMatchObject({ name: 'shelf.png', type: 'image/png', size: PNG.length });

    const view = delegatedTaskSchema.parse(
      (await shared(`/api/shared-tasks/${task.id}?token=${encodeURIComponent(token)}`)).json(),
    );
    expect(view.attachments.map((item) => item.url)).toEqual([
      `/api/shared-tasks/${task.id}/attachments/${attachment.id}`,
    ]);
    expect(view.assignment.status).toBe('accepted');

    const notifications = taskNotificationListResponseSchema.parse(
      (await t.request('GET', '/api/notifications', owner)).json(),
    );
    expect(notifications.some((item) => item.taskId === task.id && item.type === 'attachment')).toBe(true);

    const download = await shared(`${view.attachments[0]!.url}?token=${encodeURIComponent(token)}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'no-store',
    });
    // The owner reads the same file through the owner's route.
    const own = await t.request('GET', `/api/attachments/${attachment.id}`, owner);
    expect(own.statusCode).toBe(200);
  });

  it('answers a wrong, missing or cancelled link as the one 404, storing nothing', async () => {
    const { task, token } = await delegatedTask('Water the plants');
    const denied = await shared('/api/shared-tasks/00000000-0000-4000-8000-000000000000');
    for (const response of [
      await upload(task.id, `${token.slice(0, -1)}x`, 'a.png', PNG),
      await upload(task.id, '', 'a.png', PNG),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(denied.body);
    }
    const stored = await upload(task.id, token, 'a.png', PNG);
    const { id } = attachmentSchema.parse(stored.json());
    await t.request('DELETE', `/api/tasks/${task.id}/delegation`, owner);
    const afterCancel = await shared(`/api/shared-tasks/${task.id}/attachments/${id}?token=${token}`);
    expect(afterCancel.statusCode).toBe(404);
    expect(afterCancel.body).toBe(denied.body);
    const task2 = (await t.request('GET', `/api/tasks/${task.id}`, owner)).json<Task>();
    expect(task2.attachments).toHaveLength(1);
  });

  it("refuses disguised HTML, and another task's file through this link", async () => {
    const { task, token } = await delegatedTask('Sort the receipts');
    const refused = await upload(task.id, token, 'cat.png', HTML);
    expect(refused.statusCode).toBe(415);
    expect((await t.request('GET', `/api/tasks/${task.id}`, owner)).json<Task>().attachments).toEqual([]);

    const other = await delegatedTask('Another task');
    const { id } = attachmentSchema.parse((await upload(other.task.id, other.token, 'b.png', PNG)).json());
    const crossed = await shared(`/api/shared-tasks/${task.id}/attachments/${id}?token=${token}`);
    expect(crossed.statusCode).toBe(404);
  });
});
