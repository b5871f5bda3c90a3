// Every operation that takes a body or a query refuses malformed input with 400 { code, message } and
// stores nothing; a malformed id in a path is answered like a missing row.
import type { Task } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../src/modules/index.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

describe.each(testDatabaseKinds())('task route validation on %s', (kind) => {
  let t: TasksTestApp;
  let user: Session;
  let task: Task;
  const microTaskId = newId();
  let notificationId: string;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    user = await t.signUp('validation');
    task = (await t.request('POST', '/api/tasks', user, { id: newId(), title: 'Valid' })).json<Task>();
    await t.request('POST', `/api/tasks/${task.id}/micro-tasks`, user, { id: microTaskId, title: 'Step' });
    const status = await t.request('POST', `/api/tasks/${task.id}/status`, user, { status: 'inProgress' });
    notificationId = status.json<{ notification: { id: string } }>().notification.id;
  });
  afterAll(() => t?.close());

  const urlOf = (url: string) =>
    url.startsWith('/api/micro-tasks/')
      ? url.replace(':id', microTaskId)
      : url.startsWith('/api/notifications/')
        ? url.replace(':id', notificationId)
        : url.replace(':id', task.id).replace(':taskId', task.id).replace(':index', '0');

  async function snapshot(): Promise<string> {
    const { rows } = await t.database.pool.query(
      `select id, version from tasks union all select id, version from micro_tasks
       union all select id, version from mvd_tasks union all select id, version from task_notifications
       order by 1`,
    );
    return JSON.stringify(rows);
  }

  it('refuses unknown or malformed body fields on every operation with a body', async () => {
    const before = await snapshot();
    const withBody = apiOperations.filter((operation) => operation.body);
    expect(withBody.length).toBeGreaterThanOrEqual(8);
    for (const operation of withBody) {
      for (const payload of [
        { bogus: 1 },
        [],
        { title: 42, status: 'nope', seconds: 'x', text: '', ids: 'x' },
      ]) {
        const response = await t.request(operation.method, urlOf(operation.url), user, payload);
        const label = `${operation.method} ${operation.url} ${JSON.stringify(payload)}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses malformed query parameters', async () => {
    for (const url of ['/api/tasks?view=week', '/api/tasks?since=abc', '/api/notifications?unread=yes']) {
      const response = await t.request('GET', url, user);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers a path id that is not a UUID like a missing row', async () => {
    for (const operation of apiOperations.filter((candidate) => candidate.params)) {
      const url = operation.url.replace(':id', 'not-a-uuid').replace(':taskId', '1%27%20or%201=1');
      const response = await t.request(operation.method, url, user, {});
      expect(response.statusCode, `${operation.method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});
