// One API contract: every JSON answer is serialised with its operation's core response schema
// (fast-json-stringify, which drops what the schema does not name and coerces types). Here every
// operation answers real, varied data from PostgreSQL, and each answer must (1) parse with the core
// schema the web app parses it with, and (2) be exactly what JSON.stringify of the handler's value
// would have sent: nothing dropped, nothing coerced. Failures still answer `{ code, message }`.
import { operationOfChange, type SyncChange, type Task } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LARGE_ARRAY_ITEMS } from '../src/app.js';
import { apiOperations } from '../src/modules/index.js';
import { isApiErrorBody } from '../src/plugins/error-handler.js';
import { defineOperation, routeOperation, type ApiOperation } from '../src/shared/api-operation.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const RICH_DESCRIPTION = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bring the "papers" — и паспорт\n' }] }],
});

/**
 * A route whose handler leaves out what its schema requires: a bug the serialiser refuses at run
 * time. (A value of another type is coerced instead, e.g. a Date where a number is due: only a
 * comparison like the first test's finds that.)
 */
const brokenOperation = defineOperation({
  method: 'GET',
  url: '/api/test/broken-answer',
  tag: 'test',
  summary: 'answers without the count its schema requires',
  responses: { 200: { description: 'never', schema: z.object({ count: z.number() }) } },
});

describe.each(testDatabaseKinds())('every answer matches its core response schema on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  /** The value the last handler returned, before serialisation. */
  let handed: unknown;
  /** `METHOD url status` of each JSON answer checked. */
  const checked = new Set<string>();

  beforeAll(async () => {
    t = await startTasksApp(kind, {
      extend(app) {
        app.addHook('preSerialization', async (_request, _reply, payload) => {
          handed = payload;
          return payload;
        });
        routeOperation(app, brokenOperation, async () => ({}) as never);
      },
    });
    ada = await t.signUp('ada');
  });
  afterAll(() => t?.close());

  function operationOf(method: string, url: string): ApiOperation {
    const path = url.split('?', 1)[0]!;
    const found = apiOperations.find(
      (operation) =>
        operation.method === method && new RegExp(`^${operation.url.replace(/:\w+/g, '[^/]+')}$`).test(path),
    );
    if (!found) throw new Error(`no operation for ${method} ${path}`);
    return found;
  }

  /** Sends a request and checks its answer against the operation's schema and JSON.stringify. */
  async function call(
    method: Method,
    url: string,
    payload?: unknown,
    session: Session | null = ada,
    /** A body that is not JSON (an upload's file), sent as it is. */
    raw?: { body: Buffer; contentType: string },
  ): Promise<LightMyRequestResponse> {
    handed = undefined;
    const response = raw
      ? await t.app.inject({
          method,
          url,
          headers: {
            origin: t.config.publicOrigin,
            ...(session ? { cookie: session.cookie } : {}),
            'content-type': raw.contentType,
          },
          payload: raw.body,
        })
      : await t.request(method, url, session, payload);
    const operation = operationOf(method, url);
    const spec = operation.responses[response.statusCode];
    const label = `${method} ${operation.url} ${response.statusCode}`;
    if (response.statusCode >= 400) {
      expect(isApiErrorBody(response.json()), `${label}: ${response.body}`).toBe(true);
      return response;
    }
    expect(spec, `${label} is not a listed answer`).toBeDefined();
    if (!spec?.schema) {
      expect(response.body, label).toBe('');
      return response;
    }
    expect(response.headers['content-type'], label).toContain('application/json');
    const body: unknown = response.json();
    const parsed = z.safeParse(spec.schema, body);
    expect(parsed.error?.issues, `${label}: ${response.body.slice(0, 500)}`).toBeUndefined();
    // Nothing the schema does not name (zod drops unknown keys when it parses).
    expect(parsed.data, label).toEqual(body);
    // What JSON.stringify would have sent for the handler's value (key order aside).
    expect(body, label).toEqual(JSON.parse(JSON.stringify(handed)));
    checked.add(label);
    return response;
  }

  it('answers varied real data exactly as JSON.stringify would, and as the core schemas describe', async () => {
    // Strategies, one with a colour no schema allows (answered as blue) and a long description.
    const [health, career] = [newId(), newId()];
    await t.database.pool.query(
      `insert into strategies (id, user_id, name, description, color, priority) values
         ($1, $3, 'Здоровье', 'Sleep, food and "moving" — every day', 'green', 3),
         ($2, $3, 'Career', null, 'ultraviolet', 1)`,
      [health, career, ada.id],
    );
    await call('GET', '/api/strategies');
    // Created (and again), edited, listed, deleted.
    const family = newId();
    await call('POST', '/api/strategies', { id: family, name: 'Семья', description: 'Ужин "вместе"' });
    await call('POST', '/api/strategies', { id: family, name: 'Семья' });
    await call('PATCH', `/api/strategies/${family}`, { priority: 3, color: 'pink', description: null });
    await call('GET', '/api/strategies');
    await call('DELETE', `/api/strategies/${family}`);

    // A task with every optional field, a plain one, an idea, and one to delete.
    const full = (
      await call('POST', '/api/tasks', {
        id: newId(),
        title: '  Renew the passport  ',
        description: RICH_DESCRIPTION,
        startDate: '2026-03-09',
        dueDate: '2026-03-20',
        startTime: '09:30',
        durationMinutes: 45,
        importance: 2,
        urgency: 2,
        strategyId: health,
      })
    ).json<Task>();
    const repeat = await call('POST', '/api/tasks', { id: full.id, title: 'Renew the passport' });
    expect(repeat.statusCode).toBe(200);
    const plain = (await call('POST', '/api/tasks', { id: newId(), title: 'Call mum' })).json<Task>();
    await call('POST', '/api/tasks', {
      id: newId(),
      title: 'A garden pond?',
      type: 'idea',
      description: 'plain',
    });
    const doomed = (await call('POST', '/api/tasks', { id: newId(), title: 'Doomed' })).json<Task>();

    await call('PATCH', `/api/tasks/${full.id}`, { urgency: 2, dueDate: '2026-03-14' });
    await t.database.pool.query(`update tasks set is_delegated = true, assignment = $2 where id = $1`, [
      full.id,
      JSON.stringify({
        assignee_email: 'helper@example.com',
        assignee_name: null,
        status: 'pending',
        assigned_at: '2026-03-10T08:30:00.000Z',
      }),
    ]);
    await call('POST', `/api/tasks/${full.id}/comments`, { text: 'Photo needs a "white" background' });
    await call('POST', `/api/tasks/${full.id}/time`, { seconds: 90 });
    await call('POST', `/api/tasks/${plain.id}/status`, { status: 'inProgress' });
    t.clock.advance(600);
    await call('POST', `/api/tasks/${plain.id}/status`, { status: 'completed' });
    const unchanged = await call('POST', `/api/tasks/${plain.id}/status`, { status: 'completed' });
    expect(unchanged.json<{ notification: unknown }>().notification).toBeNull();
    await call('GET', `/api/tasks/${full.id}`);

    // Micro-tasks with and without an estimate, checked, reordered.
    const first = newId();
    const second = newId();
    await call('POST', `/api/tasks/${full.id}/micro-tasks`, {
      id: first,
      title: 'Find the old one',
      estimatedMinutes: 5,
    });
    await call('POST', `/api/tasks/${full.id}/micro-tasks`, { id: first, title: 'Find the old one' });
    await call('POST', `/api/tasks/${full.id}/micro-tasks`, { id: second, title: 'Take a photo' });
    await call('PATCH', `/api/micro-tasks/${first}`, { completed: true, estimatedMinutes: null });
    await call('PUT', `/api/tasks/${full.id}/micro-tasks/order`, { ids: [second, first] });
    await call('GET', `/api/tasks/${full.id}/micro-tasks`);
    await call('DELETE', `/api/micro-tasks/${second}`);

    await call('PUT', `/api/mvd/${full.id}`, { plannedFor: '2026-11-24', position: 0 });
    await call('PUT', '/api/mvd/order', { taskIds: [full.id] });
    await call('PATCH', `/api/mvd/${full.id}`, { plannedFor: '2026-11-25' });
    await call('GET', '/api/mvd');
    await call('DELETE', `/api/mvd/${full.id}`);

    // Notifications, one of them read (readAt set).
    const notifications = (await call('GET', '/api/notifications')).json<{ id: string }[]>();
    expect(notifications.length).toBeGreaterThanOrEqual(2);
    await call('POST', `/api/notifications/${notifications[0]!.id}/read`);
    await call('GET', '/api/notifications');
    await call('GET', '/api/notifications?unread=true');
    await call('POST', `/api/tasks/${plain.id}/notifications/read`);

    // Attachments: two uploaded (the task's lists and reads carry them), one removed. The download
    // is a file, not JSON: attachments.test.ts checks its bytes and headers.
    const octets = 'application/octet-stream';
    const upload = (name: string, body: Buffer) =>
      call('POST', `/api/tasks/${full.id}/attachments?name=${encodeURIComponent(name)}`, undefined, ada, {
        body,
        contentType: octets,
      });
    await upload('План «весна».txt', Buffer.from('Пункт 1\nПункт 2\n'));
    const scan = (await upload('scan.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).json<{ url: string }>();
    await call('GET', `/api/tasks/${full.id}`);
    await call('DELETE', scan.url);

    // Lists of every view and a delta with a tombstone.
    const { version } = (await call('GET', '/api/tasks?view=all')).json<{ version: number }>();
    await call('DELETE', `/api/tasks/${doomed.id}`);
    const delta = (await call('GET', `/api/tasks?since=${version}`)).json<{ deleted: unknown[] }>();
    expect(delta.deleted).toHaveLength(1);
    for (const view of ['active', 'today', 'upcoming', 'completed']) {
      await call('GET', `/api/tasks?view=${view}&tz=Europe/Moscow`);
    }
    await call('GET', '/api/tasks?q=passport&strategyId=none');
    // A list long enough for the serialiser's large-array path (JSON.stringify, app.ts).
    await t.database.pool.query(
      `insert into tasks (user_id, owner_id, title, description, status, start_date, time_started, comments)
       select $1, $1, 'Bulk ' || g || ' "quoted" \\ и юникод', case when g % 2 = 0 then 'line\nbreak' end,
              (array['waiting','inProgress','completed'])[1 + g % 3], date '2026-03-01' + g,
              case when g % 3 = 1 then now() end,
              case when g % 10 = 0 then '[{"id":"c","text":"t","created_at":"2026-03-10T09:00:00.000Z","author_email":"a@b.c","author_name":null}]'::jsonb else '[]'::jsonb end
       from generate_series(1, ${LARGE_ARRAY_ITEMS + 20}) as g`,
      [ada.id],
    );
    const bulk = await call('GET', '/api/tasks?view=all');
    expect(bulk.json<{ tasks: unknown[] }>().tasks.length).toBeGreaterThan(LARGE_ARRAY_ITEMS);

    // Tags: created (and again), renamed, put on a task, listed; one taken off and deleted.
    const [home, work] = [newId(), newId()];
    await call('POST', '/api/tags', { id: home, name: 'Дом', color: 'green' });
    await call('POST', '/api/tags', { id: home, name: 'Дом', color: 'green' });
    await call('POST', '/api/tags', { id: work, name: 'Work "quoted"' });
    await call('PATCH', `/api/tags/${home}`, { name: 'Дача', color: 'teal' });
    await call('PUT', `/api/tasks/${full.id}/tags/${home}`);
    await call('PUT', `/api/tasks/${full.id}/tags/${work}`);
    await call('GET', '/api/tags');
    await call('GET', '/api/task-tags');
    await call('DELETE', `/api/tasks/${full.id}/tags/${work}`);
    await call('DELETE', `/api/tags/${work}`);

    // Chat: a message and a reply with actions (and again), an action applied and undone, the history
    // listed, then cleared through the reply.
    const [question, reply] = [newId(), newId()];
    await call('POST', '/api/chat-messages', { id: question, role: 'user', content: 'Что "первым"?' });
    const replyBody = {
      id: reply,
      role: 'assistant',
      content: 'Начните с отчёта 🎯',
      personaId: 'results-coach',
      actions: [
        {
          type: 'complete_task',
          taskId: full.id,
          applied: false,
          suggestion: { reasoning: 'Почти готово', confidence: 90, action_text: 'Завершить' },
        },
        { type: 'create_subtasks', taskId: full.id, subtasks: [{ title: 'Шаг', order: 1 }], applied: false },
      ],
    };
    await call('POST', '/api/chat-messages', replyBody);
    await call('POST', '/api/chat-messages', replyBody);
    await call('PATCH', `/api/chat-messages/${reply}/actions/0`, {
      applied: true,
      previous: { status: 'waiting', description: null },
    });
    await call('PATCH', `/api/chat-messages/${reply}/actions/0`, { applied: false });
    await call('GET', '/api/chat-messages');
    await call('DELETE', `/api/chat-messages/${reply}`);

    // Pomodoro: a finished work interval on a task (and again), a break without one, the list.
    const pomodoro = {
      id: newId(),
      taskId: full.id,
      phase: 'work',
      startedAt: '2026-03-10T09:00:00.000Z',
      endedAt: '2026-03-10T09:25:00.000Z',
      seconds: 1500,
      completed: true,
    };
    await call('POST', '/api/pomodoro-sessions', pomodoro);
    await call('POST', '/api/pomodoro-sessions', pomodoro);
    await call('POST', '/api/pomodoro-sessions', {
      ...pomodoro,
      id: newId(),
      taskId: null,
      phase: 'shortBreak',
      startedAt: '2026-03-10T09:25:00.000Z',
      endedAt: '2026-03-10T09:27:00.000Z',
      seconds: 120,
      completed: false,
    });
    await call('GET', '/api/pomodoro-sessions');

    // Delegation: the owner delegates, the delegate reads and acts through the link, the owner lists
    // and cancels. The delegate's answers are the public view (comments without e-mails).
    const errand = (
      await call('POST', '/api/tasks', {
        id: newId(),
        title: 'Pick up the "parcel"',
        description: RICH_DESCRIPTION,
        startDate: '2026-03-11',
        startTime: '18:30',
      })
    ).json<Task>();
    await call('POST', `/api/tasks/${errand.id}/comments`, { text: 'Code is 1234' });
    const delegation = await call('POST', `/api/tasks/${errand.id}/delegation`, {
      assigneeEmail: 'helper@example.com',
      assigneeName: 'Dasha "D"',
      language: 'en',
    });
    const token = new URL(delegation.json<{ url: string }>().url).searchParams.get('token')!;
    const shared = (suffix = '') => `/api/shared-tasks/${errand.id}${suffix}?token=${token}`;
    await call('GET', shared(), undefined, null);
    await call('POST', shared('/comments'), { text: 'On it — "today"' }, null);
    await call('PUT', shared('/assignee-name'), { name: 'Даша' }, null);
    await call('POST', shared('/notifications/read'), {}, null);
    await call(
      'POST',
      `/api/shared-tasks/${errand.id}/attachments?token=${token}&name=${encodeURIComponent('Чек «март».pdf')}`,
      undefined,
      null,
      { body: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'application/octet-stream' },
    );
    await call('GET', '/api/delegated-tasks');
    await call('POST', shared('/complete'), {}, null);
    await call('DELETE', `/api/tasks/${errand.id}/delegation`);

    // Sync: applied (with and without a body), duplicate, rejected, deferred.
    const op = (change: SyncChange) => operationOfChange(change, newId(), t.clock.now());
    const rename = op({ kind: 'updateTask', taskId: full.id, input: { title: 'Renew it' } });
    await call('POST', '/api/sync', {
      userId: ada.id,
      operations: [
        rename,
        op({ kind: 'addToMvd', taskId: full.id }),
        op({ kind: 'updateTask', taskId: full.id, input: { title: ' ' } }),
        op({ kind: 'updateTask', taskId: newId(), input: { title: 'Not yet' } }),
        { id: 42 },
      ],
    });
    await call('POST', '/api/sync', { userId: ada.id, operations: [rename] });

    // AI (the built-in engine): suggested tasks, and a chat reply with proposals on the own tasks.
    await call('POST', '/api/ai/thoughts-to-tasks', {
      text: 'Завтра купить молоко "3,2%" и позвонить маме; в пятницу сдать отчёт — срочно',
      timeZone: 'Europe/Moscow',
    });
    await call('POST', '/api/ai/chat', {
      message: `Заверши задачу «${full.title}» и создай задачу купить хлеб`,
      history: [{ role: 'user', content: 'Привет' }],
      language: 'ru',
    });

    // The calendar feed: off, on (the answer holding its link), on, off.
    await call('GET', '/api/calendar-feed');
    await call('PUT', '/api/calendar-feed', {});
    await call('GET', '/api/calendar-feed');
    await call('DELETE', '/api/calendar-feed');
    // Reminders: the VAPID public key.
    await call('GET', '/api/push/public-key');

    // Public answers.
    await call('GET', '/api/health', undefined, null);
    await call('GET', '/api/client-config', undefined, null);
    await call('GET', '/api/docs/json', undefined, null);

    // Every JSON answer of every operation was checked (a 503 of /api/health needs a database that
    // is down: http-baseline.test.ts answers it, and its body has the 200's schema).
    const expected = apiOperations.flatMap((operation) =>
      Object.entries(operation.responses)
        .filter(([, spec]) => spec.schema && spec.contentType === undefined)
        .map(([status]) => `${operation.method} ${operation.url} ${status}`),
    );
    expect(expected.filter((label) => !checked.has(label))).toEqual(['GET /api/health 503']);
  });

  it('still answers failures of routes with response schemas as { code, message }', async () => {
    const cases: [Method, string, unknown, number, string][] = [
      ['GET', `/api/tasks/${newId()}`, undefined, 404, 'NOT_FOUND'],
      ['PATCH', `/api/tasks/${newId()}`, { title: 'x' }, 404, 'NOT_FOUND'],
      ['POST', '/api/tasks', { title: '   ' }, 400, 'VALIDATION_ERROR'],
      ['GET', '/api/tasks?view=week', undefined, 400, 'VALIDATION_ERROR'],
      ['POST', '/api/sync', { userId: 'someone-else', operations: [] }, 409, 'QUEUE_OWNER_MISMATCH'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(response.headers['content-type']).toContain('application/json');
    }
    const anonymous = await call('GET', '/api/tasks', undefined, null);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('answers a value its schema cannot serialise with a 500, without details, and logs it', async () => {
    const response = await t.request('GET', brokenOperation.url, ada);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    expect(t.logs.text).toContain('request failed');
  });
});
