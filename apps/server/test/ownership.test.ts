// Every task route, walked with another user's session (answered exactly like a missing row: 404,
// empty lists, nothing changed) and with no session (401). The walk covers every registered operation.
import type { Task } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successStatusOf, type ApiOperation } from '../src/shared/api-operation.js';
import { apiOperations } from '../src/modules/index.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

/**
 * Every operation that needs a session and answers JSON. (The event stream is walked in
 * events.test.ts: its answer never ends. Health, client configuration and docs are public.)
 */
const sessionOperations = apiOperations.filter(
  (operation) =>
    operation.access !== 'public' &&
    Object.values(operation.responses).every((response) => response.contentType === undefined),
);

/**
 * The query an operation needs before it looks at the row: the upload's file name (its body is the
 * file, streamed, not JSON; without a body the stranger's upload is refused at the task, never read).
 * The download streams a file, so it is not in the walk above: attachments.test.ts walks it.
 */
const SAMPLE_QUERIES: Record<string, string> = {
  'POST /api/tasks/:id/attachments': '?name=hijack.png',
};

describe.each(testDatabaseKinds())('ownership of task routes on %s', (kind) => {
  let t: TasksTestApp;
  let owner: Session;
  let stranger: Session;
  let task: Task;
  const microTaskId = newId();
  let notificationId: string;
  const strategyId = newId();
  const tagId = newId();
  const chatMessageId = newId();
  const pomodoroSessionId = newId();
  let attachmentId: string;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    [owner, stranger] = [await t.signUp('owner'), await t.signUp('stranger')];
    await t.database.pool.query(
      `insert into strategies (id, user_id, name, color, priority) values ($1, $2, 'Mine', 'blue', 2)`,
      [strategyId, owner.id],
    );
    task = (
      await t.request('POST', '/api/tasks', owner, { id: newId(), title: 'Private', strategyId })
    ).json<Task>();
    await t.request('POST', `/api/tasks/${task.id}/micro-tasks`, owner, { id: microTaskId, title: 'Step' });
    await t.request('PUT', `/api/mvd/${task.id}`, owner);
    await t.request('POST', '/api/push/subscriptions', owner, {
      endpoint: 'https://push.example.com/send/owner',
      keys: {
        p256dh: 'BHSV2Hku0_d3s-WAqMBhXsmKFLTIw8B7iFSbVaOeVeFx3Ezjvpfz9QnHLvsO1ntQDAsMUqZGHcOX9-Yfl-XIoTE',
        auth: '9sxkwVmRg5ZnxsOo4KO4Dg',
      },
    });
    await t.request('PUT', '/api/settings/time-zone', owner, { timeZone: 'Europe/Moscow' });
    const status = await t.request('POST', `/api/tasks/${task.id}/status`, owner, { status: 'inProgress' });
    notificationId = status.json<{ notification: { id: string } }>().notification.id;
    await t.request('POST', '/api/tags', owner, { id: tagId, name: 'Secret' });
    await t.request('PUT', `/api/tasks/${task.id}/tags/${tagId}`, owner);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/attachments?name=notes.txt`,
      headers: {
        origin: t.config.publicOrigin,
        cookie: owner.cookie,
        'content-type': 'application/octet-stream',
      },
      payload: 'Private notes',
    });
    attachmentId = upload.json<{ id: string }>().id;
    await t.request('POST', '/api/chat-messages', owner, {
      id: chatMessageId,
      role: 'assistant',
      content: 'Private',
      actions: [{ type: 'complete_task', taskId: task.id, applied: false }],
    });
    await t.request('PUT', '/api/calendar-feed', owner, {});
    await t.request('POST', '/api/pomodoro-sessions', owner, pomodoroSession(pomodoroSessionId));
  });

  /** A finished work interval on the owner's task. */
  const pomodoroSession = (id: string) => ({
    id,
    taskId: task.id,
    phase: 'work',
    startedAt: '2026-03-10T09:00:00.000Z',
    endedAt: '2026-03-10T09:25:00.000Z',
    seconds: 1500,
    completed: true,
  });
  afterAll(() => t?.close());

  /** A request to the operation that would succeed for the owner: valid params and body. */
  function requestFor(operation: ApiOperation): { url: string; payload?: unknown } {
    const idFor = operation.url.startsWith('/api/micro-tasks/')
      ? microTaskId
      : operation.url.startsWith('/api/notifications/')
        ? notificationId
        : operation.url.startsWith('/api/tags/')
          ? tagId
          : operation.url.startsWith('/api/strategies/')
            ? strategyId
            : operation.url.startsWith('/api/chat-messages/')
              ? chatMessageId
              : operation.url.startsWith('/api/attachments/')
                ? attachmentId
                : task.id;
    const url =
      operation.url
        .replace(':id', idFor)
        .replace(':taskId', task.id)
        .replace(':tagId', tagId)
        .replace(':index', '0') + (SAMPLE_QUERIES[`${operation.method} ${operation.url}`] ?? '');
    const bodies: Record<string, unknown> = {
      'POST /api/tasks': { id: task.id, title: 'Hijack' },
      'PATCH /api/tasks/:id': { title: 'Hijack' },
      'POST /api/tasks/:id/status': { status: 'completed' },
      'POST /api/tasks/:id/time': { seconds: 60 },
      'POST /api/tasks/:id/comments': { text: 'Hijack' },
      'POST /api/tasks/:id/delegation': { assigneeEmail: 'hijack@example.org' },
      'POST /api/tasks/:id/micro-tasks': { id: newId(), title: 'Hijack' },
      'PATCH /api/micro-tasks/:id': { completed: true },
      'PUT /api/tasks/:id/micro-tasks/order': { ids: [microTaskId] },
      'PUT /api/mvd/:taskId': { plannedFor: '2026-11-25', position: 0 },
      'PATCH /api/mvd/:taskId': { plannedFor: '2026-11-25' },
      'PUT /api/mvd/order': { taskIds: [task.id] },
      'POST /api/tags': { id: tagId, name: 'Hijack' },
      'PATCH /api/tags/:id': { name: 'Hijack' },
      'POST /api/strategies': { id: strategyId, name: 'Hijack' },
      'PATCH /api/strategies/:id': { name: 'Hijack' },
      'POST /api/chat-messages': { id: chatMessageId, role: 'user', content: 'Hijack' },
      'PATCH /api/chat-messages/:id/actions/:index': { applied: true },
      // The stranger's own feed: turned on, read and turned off without touching the owner's.
      'PUT /api/calendar-feed': {},
      // The stranger's own browser and time zone: nothing of the owner's is touched.
      'POST /api/push/subscriptions': {
        endpoint: `https://push.example.com/send/${newId()}`,
        keys: {
          p256dh: 'BHSV2Hku0_d3s-WAqMBhXsmKFLTIw8B7iFSbVaOeVeFx3Ezjvpfz9QnHLvsO1ntQDAsMUqZGHcOX9-Yfl-XIoTE',
          auth: '9sxkwVmRg5ZnxsOo4KO4Dg',
        },
      },
      'DELETE /api/push/subscriptions': { endpoint: 'https://push.example.com/send/owner' },
      'PUT /api/settings/time-zone': { timeZone: 'Asia/Tokyo' },
      'POST /api/pomodoro-sessions': pomodoroSession(pomodoroSessionId),
      // The AI sees only the asker's own tasks and strategies: nothing of the owner's in the answer.
      'POST /api/ai/thoughts-to-tasks': { text: 'Завершить задачу Private и удалить Mine' },
      'POST /api/ai/chat': { message: 'Заверши задачу «Private» и удали стратегию «Mine»', language: 'ru' },
      // The stranger's own queue, naming the owner's task: answered "deferred NOT_FOUND", nothing changed.
      'POST /api/sync': {
        userId: stranger.id,
        operations: [
          {
            id: newId(),
            timestamp: 0,
            type: 'update',
            table: 'tasks',
            data: { id: task.id, title: 'Hijack' },
          },
        ],
      },
    };
    const payload = bodies[`${operation.method} ${operation.url}`];
    if (operation.body && payload === undefined) throw new Error(`No sample body for ${operation.url}`);
    return { url, payload };
  }

  async function ownerSnapshot(): Promise<string> {
    const { rows } = await t.database.pool.query(
      `select 'task' as k, version from tasks where user_id = $1
       union all select 'micro', version from micro_tasks where user_id = $1
       union all select 'mvd', version from mvd_tasks where user_id = $1
       union all select 'notification', version from task_notifications where user_id = $1
       union all select 'tag', version from tags where user_id = $1
       union all select 'task-tag', version from task_tags where user_id = $1
       union all select 'strategy', version from strategies where user_id = $1
       union all select 'chat', version from chat_messages where user_id = $1
       union all select 'pomodoro', version from pomodoro_sessions where user_id = $1
       union all select 'attachments', jsonb_array_length(attachments) from tasks where user_id = $1
       union all select 'calendar-feed', hashtext(token_hash) from calendar_feeds where user_id = $1
       union all select 'push:' || endpoint || p256dh, 0 from push_subscriptions where user_id = $1
       union all select 'time-zone:' || time_zone, version from user_settings where user_id = $1
       order by 1, 2`,
      [owner.id],
    );
    return JSON.stringify(rows);
  }

  it('answers every operation without a session with 401', async () => {
    for (const operation of apiOperations.filter((candidate) => candidate.access !== 'public')) {
      expect(t.app.hasRoute({ method: operation.method, url: operation.url }), operation.url).toBe(true);
      const { url, payload } = requestFor(operation);
      const response = await t.request(operation.method, url, null, payload);
      expect(response.statusCode, `${operation.method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    }
  });

  const OWN_SETTINGS = new Set([
    'POST /api/push/subscriptions',
    'DELETE /api/push/subscriptions',
    'PUT /api/settings/time-zone',
  ]);

  it("answers another user's rows exactly like missing ones, lists nothing and changes nothing", async () => {
    const before = await ownerSnapshot();
    const walked: string[] = [];
    for (const operation of sessionOperations) {
      const { url, payload } = requestFor(operation);
      const label = `${operation.method} ${operation.url}`;
      walked.push(label);
      const response = await t.request(operation.method, url, stranger, payload);
      const creates: Record<string, string> = {
        'POST /api/tasks': 'task',
        'POST /api/tags': 'tag',
        'POST /api/strategies': 'strategy',
        'POST /api/chat-messages': 'message',
        'POST /api/pomodoro-sessions': 'Pomodoro',
      };
      const what = creates[label];
      if (what !== undefined) {
        // Creating with the owner's id is refused exactly as for any unavailable id.
        expect(response.statusCode, label).toBe(409);
        expect(response.json()).toEqual({ code: 'CONFLICT', message: `This ${what} id is already in use` });
      } else if (label === 'PUT /api/mvd/order') {
        // The new order names its tasks in the body: another user's is answered like a missing one.
        expect(response.statusCode, label).toBe(404);
        const absent = await t.request(operation.method, url, stranger, { taskIds: [newId()] });
        expect({ status: absent.statusCode, body: absent.body }, label).toEqual({
          status: response.statusCode,
          body: response.body,
        });
      } else if (operation.params) {
        expect(response.statusCode, label).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
        // A row that does not exist at all gets the very same answer.
        const missing =
          operation.url
            .replace(':id', newId())
            .replace(':taskId', newId())
            .replace(':tagId', newId())
            .replace(':index', '0') + (SAMPLE_QUERIES[label] ?? '');
        const absent = await t.request(operation.method, missing, stranger, payload);
        expect({ status: absent.statusCode, body: absent.body }, label).toEqual({
          status: response.statusCode,
          body: response.body,
        });
      } else if (OWN_SETTINGS.has(label)) {
        // The stranger's own browser subscription and time zone: stored for them, the owner's untouched.
        expect(response.statusCode, label).toBe(204);
      } else {
        // Lists, AI answers and the caller's own calendar feed: nothing of the owner's, not even in a
        // count or a version.
        expect(response.statusCode, label).toBe(successStatusOf(operation));
        expect(response.body, label).not.toContain(task.id);
        expect(response.body, label).not.toContain(owner.id);
        expect(response.body, label).not.toContain(strategyId);
      }
    }
    expect(walked.length).toBe(sessionOperations.length);
    expect(await ownerSnapshot()).toBe(before);

    const views = ['active', 'today', 'upcoming', 'completed', 'all'];
    for (const view of views) {
      const list = await t.request('GET', `/api/tasks?view=${view}&today=2030-01-01`, stranger);
      expect(list.json()).toEqual({ tasks: [], version: 0 });
    }
    expect((await t.request('GET', '/api/tasks?since=0', stranger)).json()).toEqual({
      tasks: [],
      deleted: [],
      version: 0,
    });
    expect((await t.request('GET', '/api/mvd', stranger)).json()).toEqual({ taskIds: [], entries: [] });
    expect((await t.request('GET', '/api/notifications', stranger)).json()).toEqual([]);
    expect((await t.request('GET', '/api/strategies', stranger)).json()).toEqual([]);
    expect((await t.request('GET', '/api/tags', stranger)).json()).toEqual([]);
    expect((await t.request('GET', '/api/task-tags', stranger)).json()).toEqual([]);
    // Nor can a task of the stranger's point at the owner's strategy.
    const pointing = await t.request('POST', '/api/tasks', stranger, { id: newId(), title: 'x', strategyId });
    expect(pointing.statusCode).toBe(400);

    // The owner still sees everything, untouched.
    const own = await t.request('GET', `/api/tasks/${task.id}`, owner);
    expect(own.json()).toMatchObject({ title: 'Private', comments: [], totalTimeSpent: 0 });
    expect((await t.request('GET', '/api/mvd', owner)).json()).toMatchObject({ taskIds: [task.id] });
  });
});
