// Bad text never becomes a 500 or a stuck queue (issue 14): NUL, an unpaired surrogate or bytes that
// are not UTF-8 in any string of any route — the routes come from `apiOperations`, their string fields
// from their zod schemas — answer 400 VALIDATION_ERROR and store nothing; in any string of any sync
// change kind they are `rejected` VALIDATION_ERROR and the operations behind them still apply. Also
// better-auth's routes, URL paths and other query strings.
import {
  UNSAFE_TEXT_MESSAGE,
  operationOfChange,
  unguardedStringPaths,
  syncResponseSchema,
  type CreateChatMessageInput,
  type CreateMicroTaskInput,
  type SetChatActionAppliedInput,
  type StoredChatAction,
  type CreateTaskInput,
  type PendingOperation,
  type SyncChange,
  type SyncChangeKind,
  type UpdateMicroTaskInput,
  type UpdateTaskInput,
} from '@fokus/core';
import { syncedTables } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { successStatusOf, type ApiOperation } from '../src/shared/api-operation.js';
import { apiOperations } from '../src/modules/index.js';
import { INVALID_URL, INVALID_UTF8_BODY, INVALID_UTF8_QUERY } from '../src/plugins/text-input.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

/** Text no request may carry: appended to a valid value, sent as JSON escapes (`\u0000`, `\ud800`). */
const TEXT_POISONS = {
  NUL: '\u0000',
  'an unpaired high surrogate': '\ud800',
  'an unpaired low surrogate': '\udc00',
};
/** Byte sequences that are not UTF-8: a stray byte, a broken pair, an encoded surrogate. */
const BAD_BYTES = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80]];
/** The same, percent-encoded, as a URL carries them. */
const BAD_ESCAPES = ['%FF', '%C3%28', '%ED%A0%80'];
const MARKER = 'ZZ-BAD-BYTES-ZZ';

const AT = '2026-03-10T09:00:00.000Z';
const TASK = newId();
const TAG = newId();
const createTaskSample = {
  id: TASK,
  title: 'Позвонить маме',
  type: 'task',
  description: 'Про выходные',
  startDate: '2026-03-10',
  dueDate: '2026-03-12',
  startTime: '09:30',
  durationMinutes: 30,
  importance: 2,
  urgency: 1,
  strategyId: 'strategy-1',
} satisfies CreateTaskInput;
const updateTaskSample = {
  title: 'Позвонить папе',
  type: 'idea',
  description: 'Позже',
  startDate: '2026-03-11',
  dueDate: '2026-03-13',
  startTime: '10:00',
  importance: 1,
  urgency: 2,
  strategyId: 'strategy-2',
} satisfies UpdateTaskInput;
const createMicroTaskSample = {
  id: newId(),
  title: 'Найти номер',
  order: 1,
  estimatedMinutes: 5,
} satisfies CreateMicroTaskInput & { id: string };
const updateMicroTaskSample = { title: 'Набрать номер', completed: true } satisfies UpdateMicroTaskInput;
const MESSAGE = newId();
/** A proposed action holding every string an action may carry. */
const storedChatActionSample = {
  type: 'update_task',
  taskId: TASK,
  taskData: {
    title: 'Позвонить маме',
    description: 'Вечером',
    importance: 2,
    urgency: 7,
    startDate: '2026-03-11',
    status: 'inProgress',
    assigneeEmail: 'anna@example.com',
    assigneeName: 'Аня',
  },
  strategyId: 'strategy-1',
  strategyData: { name: 'Семья' },
  recurringTaskData: {
    title: 'Пить воду',
    pattern: { type: 'daily', timeOfDay: '09:00' },
    category: 'здоровье',
    estimatedDuration: 5,
  },
  subtasks: [{ title: 'Найти номер', order: 1, estimatedMinutes: 5 }],
  applied: false,
  suggestion: { reasoning: 'Срок завтра', confidence: 80, action_text: 'Начать' },
  previous: {
    title: 'Позвонить',
    description: 'Днём',
    startDate: '2026-03-10',
    status: 'waiting',
    strategyId: 'strategy-0',
  },
} satisfies StoredChatAction;
const createChatMessageSample = {
  id: MESSAGE,
  role: 'assistant',
  content: 'Начните со звонка 📞',
  actions: [storedChatActionSample],
  personaId: 'gentle-coach',
} satisfies CreateChatMessageInput;
const createPomodoroSessionSample = {
  id: newId(),
  taskId: TASK,
  phase: 'work',
  startedAt: '2026-03-10T09:00:00.000Z',
  endedAt: '2026-03-10T09:25:00.000Z',
  seconds: 1500,
  completed: true,
} as const;
const setChatActionAppliedSample = {
  applied: true,
  previous: storedChatActionSample.previous,
} satisfies SetChatActionAppliedInput;

/** An assistant action with every string field, as a chat's history may carry it back. */
const chatActionSample = {
  type: 'create_recurring_task',
  taskId: 'task-1',
  taskData: {
    title: 'Зарядка',
    description: 'Утром',
    importance: 2,
    urgency: 7,
    startDate: '2026-03-11',
    status: 'inProgress',
    assigneeEmail: 'anna@example.com',
    assigneeName: 'Анна',
  },
  strategyId: 'strategy-1',
  strategyData: { name: 'Здоровье' },
  recurringTaskData: {
    title: 'Зарядка',
    pattern: { type: 'weekly', timeOfDay: '07:30', daysOfWeek: [1, 3], interval: 1 },
    category: 'здоровье',
    estimatedDuration: 15,
  },
  subtasks: [{ title: 'Размяться', order: 1, estimatedMinutes: 5 }],
  applied: false,
  suggestion: { reasoning: 'Бодрит', confidence: 80, action_text: 'Создать' },
};

/**
 * One valid request per operation that takes a body or a query, keyed `METHOD url`, holding every
 * string field its schema has (the test fails for a missing one), so each can be poisoned in turn.
 */
const ROUTE_SAMPLES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  'GET /api/tasks': {
    query: {
      view: 'all',
      status: 'all',
      strategyId: 'none',
      q: 'мама',
      tz: 'Europe/Moscow',
      today: '2026-03-10',
      since: '0',
    },
  },
  // The upload's body is the file itself (not JSON): only its query carries text.
  'POST /api/tasks/:id/attachments': { query: { name: 'Заметки «план».txt' } },
  'POST /api/tasks': { body: createTaskSample },
  'PATCH /api/tasks/:id': { body: updateTaskSample },
  'POST /api/tasks/:id/status': { body: { status: 'inProgress', keepTime: true } },
  'POST /api/tasks/:id/time': { body: { seconds: 60 } },
  'POST /api/tasks/:id/comments': { body: { text: 'Готово наполовину' } },
  'POST /api/tasks/:id/micro-tasks': { body: createMicroTaskSample },
  'PATCH /api/micro-tasks/:id': { body: updateMicroTaskSample },
  'PUT /api/tasks/:id/micro-tasks/order': { body: { ids: [createMicroTaskSample.id] } },
  'PUT /api/mvd/:taskId': { body: { plannedFor: '2026-11-24', position: 0 } },
  'PATCH /api/mvd/:taskId': { body: { plannedFor: '2026-11-25' } },
  'PUT /api/mvd/order': { body: { taskIds: [TASK] } },
  'GET /api/notifications': { query: { unread: 'true' } },
  // The delegated page's routes: `token` is set to a real delegation's in beforeAll.
  'GET /api/shared-tasks/:taskId': { query: { token: '' } },
  'POST /api/shared-tasks/:taskId/comments': { body: { text: 'Сделаю завтра' }, query: { token: '' } },
  'PUT /api/shared-tasks/:taskId/assignee-name': { body: { name: 'Даша' }, query: { token: '' } },
  'POST /api/shared-tasks/:taskId/complete': { body: {}, query: { token: '' } },
  'POST /api/shared-tasks/:taskId/notifications/read': { body: {}, query: { token: '' } },
  // The delegate's upload: its body is a file (none is sent here), so a clean name reaches the
  // content-type check (415), as the owner's upload reaches its task lookup.
  'POST /api/shared-tasks/:taskId/attachments': { query: { token: '', name: 'photo.png' } },
  // The delegate's download of an attachment that is not there: the link is checked, then 404.
  'GET /api/shared-tasks/:taskId/attachments/:attachmentId': { query: { token: '' } },
  'POST /api/tasks/:id/delegation': {
    body: { assigneeEmail: 'dasha@example.org', assigneeName: 'Даша', language: 'ru' },
  },
  'GET /api/events': { query: { since: '0' } },
  'PUT /api/calendar-feed': { body: {} },
  'POST /api/push/subscriptions': {
    body: {
      endpoint: 'https://push.example.com/send/подписка',
      keys: {
        p256dh: 'BHSV2Hku0_d3s-WAqMBhXsmKFLTIw8B7iFSbVaOeVeFx3Ezjvpfz9QnHLvsO1ntQDAsMUqZGHcOX9-Yfl-XIoTE',
        auth: '9sxkwVmRg5ZnxsOo4KO4Dg',
      },
    },
  },
  'DELETE /api/push/subscriptions': { body: { endpoint: 'https://push.example.com/send/подписка' } },
  'PUT /api/settings/time-zone': { body: { timeZone: 'Europe/Moscow' } },
  'POST /api/sync': { body: { userId: 'user-1', operations: [] } },
  'POST /api/tags': { body: { id: newId(), name: 'Дом', color: 'green' } },
  'PATCH /api/tags/:id': { body: { name: 'Дача', color: 'teal' } },
  'POST /api/strategies': {
    body: { id: newId(), name: 'Здоровье', description: 'Сон и спорт', color: 'green', priority: 3 },
  },
  'POST /api/chat-messages': { body: createChatMessageSample },
  'PATCH /api/chat-messages/:id/actions/:index': { body: setChatActionAppliedSample },
  'POST /api/pomodoro-sessions': { body: createPomodoroSessionSample },
  'PATCH /api/strategies/:id': {
    body: { name: 'Карьера', description: 'Рост', color: 'teal', priority: 1 },
  },
  'POST /api/ai/thoughts-to-tasks': {
    body: { text: 'Завтра купить молоко', language: 'ru', timeZone: 'Europe/Moscow' },
  },
  'POST /api/ai/chat': {
    body: {
      message: 'Что мне сделать первым?',
      history: [{ role: 'assistant', content: 'Предлагаю зарядку', actions: [chatActionSample] }],
      personaId: 'gentle-coach',
      language: 'ru',
      timeZone: '+03:00',
    },
  },
};

/**
 * One valid change per kind: the compiler refuses a kind without one. Changes whose data is a route's
 * body reuse that route's sample, so they hold every one of its string fields.
 */
const SYNC_SAMPLES = {
  createTask: { kind: 'createTask', input: createTaskSample },
  updateTask: { kind: 'updateTask', taskId: TASK, input: updateTaskSample },
  changeStatus: { kind: 'changeStatus', taskId: TASK, input: { status: 'completed', keepTime: false } },
  addTime: { kind: 'addTime', taskId: TASK, seconds: 60 },
  addComment: { kind: 'addComment', taskId: TASK, input: { text: 'Созвонились' } },
  cancelDelegation: { kind: 'cancelDelegation', taskId: TASK },
  deleteTask: { kind: 'deleteTask', taskId: TASK },
  addToMvd: { kind: 'addToMvd', taskId: TASK, plannedFor: '2026-11-24', position: 0 },
  reorderMvd: { kind: 'reorderMvd', taskIds: [TASK] },
  planMvdTask: { kind: 'planMvdTask', taskId: TASK, plannedFor: '2026-11-25' },
  removeFromMvd: { kind: 'removeFromMvd', taskId: TASK },
  createMicroTask: { kind: 'createMicroTask', taskId: TASK, input: createMicroTaskSample },
  updateMicroTask: {
    kind: 'updateMicroTask',
    microTaskId: createMicroTaskSample.id,
    input: updateMicroTaskSample,
  },
  reorderMicroTasks: { kind: 'reorderMicroTasks', taskId: TASK, ids: [createMicroTaskSample.id] },
  deleteMicroTask: { kind: 'deleteMicroTask', microTaskId: createMicroTaskSample.id },
  markNotificationRead: { kind: 'markNotificationRead', notificationId: newId() },
  markTaskNotificationsRead: { kind: 'markTaskNotificationsRead', taskId: TASK },
  createTag: { kind: 'createTag', input: { id: TAG, name: 'Звонки', color: 'blue' } },
  updateTag: { kind: 'updateTag', tagId: TAG, input: { name: 'Созвоны', color: 'red' } },
  deleteTag: { kind: 'deleteTag', tagId: TAG },
  tagTask: { kind: 'tagTask', taskId: TASK, tagId: TAG },
  untagTask: { kind: 'untagTask', taskId: TASK, tagId: TAG },
  createStrategy: {
    kind: 'createStrategy',
    input: { id: newId(), name: 'Семья', description: 'Время вместе', color: 'pink', priority: 2 },
  },
  updateStrategy: {
    kind: 'updateStrategy',
    strategyId: newId(),
    input: { name: 'Дом', description: 'Уют', color: 'amber', priority: 3 },
  },
  deleteStrategy: { kind: 'deleteStrategy', strategyId: newId() },
  createChatMessage: { kind: 'createChatMessage', input: createChatMessageSample },
  setChatActionApplied: {
    kind: 'setChatActionApplied',
    messageId: MESSAGE,
    actionIndex: 0,
    input: setChatActionAppliedSample,
  },
  clearChat: { kind: 'clearChat', throughId: MESSAGE },
  createPomodoroSession: { kind: 'createPomodoroSession', input: createPomodoroSessionSample },
} satisfies { [K in SyncChangeKind]: Extract<SyncChange, { kind: K }> };

type Path = (string | number)[];
type JsonNode = Record<string, unknown>;
const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of every string a JSON Schema describes (free text, formats and enums alike). */
function stringPaths(node: unknown, path: Path = []): Path[] {
  if (!isNode(node)) return [];
  const found: Path[] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string')) found.push(path);
  if (isNode(node.properties))
    for (const [name, property] of Object.entries(node.properties))
      found.push(...stringPaths(property, [...path, name]));
  if (isNode(node.items)) found.push(...stringPaths(node.items, [...path, 0]));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'])
    for (const branch of (node[keyword] as unknown[] | undefined) ?? [])
      found.push(...stringPaths(branch, path));
  return [...new Map(found.map((item) => [JSON.stringify(item), item])).values()];
}

/** Every string value of a plain JSON value, by path. */
function stringValuePaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringValuePaths(item, [...path, index]));
  if (isNode(value))
    return Object.entries(value).flatMap(([key, item]) => stringValuePaths(item, [...path, key]));
  return [];
}

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], value);

/** A copy of `value` with the string at `path` extended by `suffix`. */
function poisoned<T>(value: T, path: Path, suffix: string): T {
  const copy = structuredClone(value);
  if (path.length === 0) return `${String(copy)}${suffix}` as T;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = `${String(parent[path.at(-1)!])}${suffix}`;
  return copy;
}

/** JSON text of `value` as bytes, with the marker replaced by `bytes`. */
function withBytes(value: unknown, bytes: number[]): Buffer {
  const [before, ...rest] = JSON.stringify(value).split(MARKER);
  return Buffer.concat([
    Buffer.from(before!),
    ...rest.flatMap((part) => [Buffer.from(bytes), Buffer.from(part)]),
  ]);
}

const label = (operation: ApiOperation) => `${operation.method} ${operation.url}`;
/** The task the delegated page's routes are sent to (delegated in beforeAll, so their samples succeed). */
let sharedTaskId = '';
/**
 * Where a clean sample query gets when it is not a 200: the upload names a task that is not there
 * (its body would be a file, which this suite does not send), so a clean name reaches the task lookup.
 */
const CLEAN_QUERY_STATUS: Record<string, number> = {
  'POST /api/tasks/:id/attachments': 404,
  'POST /api/shared-tasks/:taskId/attachments': 415,
  'GET /api/shared-tasks/:taskId/attachments/:attachmentId': 404,
};
const urlOf = (operation: ApiOperation) =>
  operation.url
    .replace(':id', newId())
    .replace(':taskId', operation.url.startsWith('/api/shared-tasks/') ? sharedTaskId : newId())
    .replace(':tagId', newId())
    .replace(':index', '0');
const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

describe.each(testDatabaseKinds())('bad text on %s', (kind) => {
  let t: TasksTestApp;
  let user: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind);
    user = await t.signUp('text');
    const task = await t.request('POST', '/api/tasks', user, { id: newId(), title: 'Покрасить забор' });
    sharedTaskId = task.json<{ id: string }>().id;
    const delegated = await t.request('POST', `/api/tasks/${sharedTaskId}/delegation`, user, {
      assigneeEmail: 'dasha@example.org',
    });
    const token = new URL(delegated.json<{ url: string }>().url).searchParams.get('token')!;
    for (const sample of Object.values(ROUTE_SAMPLES))
      if (sample.query && 'token' in sample.query) sample.query.token = token;
  });
  afterAll(() => t?.close());

  const send = (method: string, url: string, payload?: Buffer | string, contentType = 'application/json') =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: {
        origin: t.config.publicOrigin,
        cookie: user.cookie,
        ...(payload === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** Every row of every synced table, applied operations and users, to prove nothing was stored. */
  async function snapshot(): Promise<string> {
    const parts = await Promise.all([
      ...Object.keys(syncedTables).map((table) =>
        t.database.pool.query(`select row_to_json(r)::text as row from ${table} r order by version`),
      ),
      t.database.pool.query(`select 'applied' as t, id from applied_operations order by id`),
      t.database.pool.query(`select 'user' as t, id, name, email from "user" order by id`),
    ]);
    return JSON.stringify(parts.map((part) => part.rows));
  }

  const expectRefused = (response: LightMyRequestResponse, where: string, message: string | RegExp) => {
    expect(response.statusCode, where).toBe(400);
    expect(response.json(), where).toEqual({
      code: 'VALIDATION_ERROR',
      message:
        typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
    });
  };

  it('has a sample for every operation that takes a body or a query, with every string field in it', () => {
    const taking = apiOperations.filter((operation) => operation.body || operation.query);
    expect(taking.length).toBeGreaterThanOrEqual(10);
    for (const operation of taking) {
      const sample = ROUTE_SAMPLES[label(operation)];
      expect(sample, `add ${label(operation)} to ROUTE_SAMPLES`).toBeDefined();
      for (const part of ['body', 'query'] as const) {
        const schema = operation[part];
        if (!schema) continue;
        const value = sample?.[part];
        const parsed = schema.safeParse(value);
        expect(parsed.success, `${label(operation)} ${part} sample: ${parsed.error?.message}`).toBe(true);
        if (part === 'query') continue; // every query parameter is poisoned, string-typed or not
        for (const path of stringPaths(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })))
          expect(typeof valueAt(value, path), `${label(operation)} sample lacks ${dotted(path)}`).toBe(
            'string',
          );
      }
    }
  });

  it('reads every string of every route with textSchema or a strict format', () => {
    for (const operation of apiOperations)
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = operation[part];
        if (schema) expect(unguardedStringPaths(schema), `${label(operation)} ${part}`).toEqual([]);
      }
  });

  it('answers text the database refuses anyway (SQLSTATE 22021, 22P05) with 400, and rejects it in sync', async () => {
    await t.database.pool.query(`
      create function bad_text_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.title in ('22021', '22P05') then raise exception 'refused' using errcode = new.title; end if;
        return new;
      end $$;
      create trigger bad_text_test_refuse before insert or update on tasks
        for each row execute function bad_text_test_refuse();
    `);
    try {
      const before = await snapshot();
      for (const state of ['22021', '22P05']) {
        const rest = await send('POST', '/api/tasks', JSON.stringify({ id: newId(), title: state }));
        expectRefused(rest, `REST ${state}`, 'cannot be stored');
        const operation = operationOfChange(
          { kind: 'createTask', input: { id: newId(), title: state, type: 'task' } },
          newId(),
          new Date(AT),
        );
        const sync = await send(
          'POST',
          '/api/sync',
          JSON.stringify({ userId: user.id, operations: [operation] }),
        );
        expect(sync.json(), `sync ${state}`).toEqual({
          results: [
            { id: operation.id, status: 'rejected', code: 'VALIDATION_ERROR', message: expect.any(String) },
          ],
        });
      }
      expect(await snapshot()).toBe(before);
    } finally {
      await t.database.pool.query(
        'drop trigger bad_text_test_refuse on tasks; drop function bad_text_test_refuse()',
      );
    }
  });

  it('refuses NUL and unpaired surrogates in every string of every body, naming the field, storing nothing', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const operation of apiOperations.filter((candidate) => candidate.body)) {
      const sample = ROUTE_SAMPLES[label(operation)]!.body;
      const paths = stringPaths(z.toJSONSchema(operation.body!, { io: 'input', unrepresentable: 'any' }));
      for (const path of paths)
        for (const [name, poison] of Object.entries(TEXT_POISONS)) {
          const where = `${label(operation)} ${dotted(path)} with ${name}`;
          const body = poisoned(sample, path, poison);
          // The schema refuses it at that very field (not for some other reason)…
          const parsed = operation.body!.safeParse(body);
          expect(
            parsed.error?.issues.map((issue) => dotted(issue.path)),
            where,
          ).toEqual([dotted(path)]);
          // …and so does the route, with the field in the message.
          expectRefused(
            await send(operation.method, urlOf(operation), JSON.stringify(body)),
            where,
            dotted(path),
          );
          checked += 1;
        }
    }
    expect(checked).toBeGreaterThan(60);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a body with bytes that are not UTF-8 in any string, storing nothing', async () => {
    const before = await snapshot();
    for (const operation of apiOperations.filter((candidate) => candidate.body)) {
      const sample = ROUTE_SAMPLES[label(operation)]!.body;
      const paths = stringPaths(z.toJSONSchema(operation.body!, { io: 'input', unrepresentable: 'any' }));
      // A body without strings gets the bytes in a property name.
      const targets: { body: unknown; where: string }[] =
        paths.length > 0
          ? paths.map((path) => ({ body: poisoned(sample, path, MARKER), where: dotted(path) }))
          : [{ body: { [MARKER]: 1, ...(sample as object) }, where: '(key)' }];
      for (const target of targets)
        for (const bytes of BAD_BYTES) {
          const response = await send(operation.method, urlOf(operation), withBytes(target.body, bytes));
          expectRefused(response, `${label(operation)} ${target.where} with ${bytes}`, INVALID_UTF8_BODY);
        }
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses NUL, encoded surrogates and bytes that are not UTF-8 in every query parameter', async () => {
    // A stream's clean request never ends; its query is poisoned in the test of routes outside the list.
    const isStream = (operation: ApiOperation) =>
      Object.values(operation.responses).some((response) => response.contentType !== undefined);
    for (const operation of apiOperations.filter((candidate) => candidate.query && !isStream(candidate))) {
      const sample = ROUTE_SAMPLES[label(operation)]!.query!;
      const queryOf = (values: Record<string, string>) =>
        Object.entries(values)
          .map(([key, value]) => `${key}=${value}`)
          .join('&');
      const clean = Object.fromEntries(
        Object.entries(sample).map(([key, value]) => [key, encodeURIComponent(value)]),
      );
      const sampleBody = ROUTE_SAMPLES[label(operation)]!.body;
      const ok = await send(
        operation.method,
        `${urlOf(operation)}?${queryOf(clean)}`,
        sampleBody === undefined ? undefined : JSON.stringify(sampleBody),
      );
      expect(ok.statusCode, `${label(operation)} sample query`).toBe(
        CLEAN_QUERY_STATUS[label(operation)] ?? successStatusOf(operation),
      );
      const names = Object.keys(
        (z.toJSONSchema(operation.query!, { io: 'input', unrepresentable: 'any' }) as JsonNode)
          .properties as JsonNode,
      );
      expect(names.sort()).toEqual(Object.keys(sample).sort());
      for (const name of names) {
        const where = `${label(operation)} ?${name}`;
        const withNul = { ...clean, [name]: `${clean[name]}%00` };
        expectRefused(await send(operation.method, `${urlOf(operation)}?${queryOf(withNul)}`), where, name);
        for (const escape of BAD_ESCAPES) {
          const bad = { ...clean, [name]: `${clean[name]}${escape}` };
          const response = await send(operation.method, `${urlOf(operation)}?${queryOf(bad)}`);
          expectRefused(response, `${where} ${escape}`, INVALID_UTF8_QUERY);
        }
      }
    }
  });

  it('answers a path id with NUL like a missing row, and one that cannot be decoded with a 400', async () => {
    for (const operation of apiOperations.filter((candidate) => candidate.params)) {
      const url = (id: string) =>
        operation.url.replace(':id', id).replace(':taskId', id).replace(':file', `${id}.ics`);
      const nul = await send(operation.method, url(`${newId()}%00`));
      expect(nul.statusCode, `${label(operation)} %00`).toBe(404);
      expect(nul.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      for (const escape of BAD_ESCAPES)
        expectRefused(
          await send(operation.method, url(`${newId()}${escape}`)),
          `${label(operation)} ${escape}`,
          INVALID_URL,
        );
    }
  });

  it('refuses bad text in the query of routes outside the API list too (never a 500)', async () => {
    for (const url of ['/api/events', '/api/health', '/api/client-config', '/api/docs/json']) {
      for (const escape of BAD_ESCAPES)
        expectRefused(await send('GET', `${url}?since=${escape}`), `${url} ${escape}`, INVALID_UTF8_QUERY);
    }
    expectRefused(await send('GET', '/api/events?since=%00'), 'events since NUL', 'since');
  });

  it('rejects NUL and unpaired surrogates in every string of every sync change kind; the rest of the batch applies', async () => {
    const before = await snapshot();
    const batch: { operation: PendingOperation; where: string; code: string }[] = [];
    for (const change of Object.values(SYNC_SAMPLES) as SyncChange[]) {
      const operation = operationOfChange(change, newId(), new Date(AT));
      const paths = stringValuePaths(operation.data);
      expect(paths.length, change.kind).toBeGreaterThan(0);
      for (const path of paths)
        for (const [name, poison] of Object.entries(TEXT_POISONS))
          batch.push({
            operation: { ...operation, id: newId(), data: poisoned(operation.data, path, poison) },
            where: `${change.kind} data.${dotted(path)} with ${name}`,
            code: 'VALIDATION_ERROR',
          });
      // The envelope's own strings make an operation that cannot be read at all.
      for (const field of ['table', 'type'] as const)
        batch.push({
          operation: { ...operation, id: newId(), [field]: `${operation[field]}\u0000` },
          where: `${change.kind} ${field} with NUL`,
          code: 'INVALID_OPERATION',
        });
      batch.push({
        operation: { ...operation, id: `${newId()}\ud800` },
        where: `${change.kind} id with an unpaired surrogate`,
        code: 'INVALID_OPERATION',
      });
    }
    expect(batch.length).toBeGreaterThan(80);
    const behind = operationOfChange(
      { kind: 'createTask', input: { id: newId(), title: 'Behind the bad ones', type: 'task' } },
      newId(),
      new Date(AT),
    );
    const response = await send(
      'POST',
      '/api/sync',
      JSON.stringify({ userId: user.id, operations: [...batch.map((item) => item.operation), behind] }),
    );
    expect(response.statusCode).toBe(200);
    const { results } = syncResponseSchema.parse(response.json());
    batch.forEach((item, index) =>
      expect(results[index], item.where).toMatchObject({ status: 'rejected', code: item.code }),
    );
    const textRefusals = results.filter((result) => result.message?.includes(UNSAFE_TEXT_MESSAGE));
    expect(textRefusals.length).toBeGreaterThan(20);
    expect(results.at(-1)).toMatchObject({ id: behind.id, status: 'applied' });

    // Nothing but the operation behind them was stored.
    const { rows } = await t.database.pool.query('select id from applied_operations where id = any($1)', [
      [...batch.map((item) => item.operation.id), behind.id],
    ]);
    expect(rows).toEqual([{ id: behind.id }]);
    await t.database.pool.query('delete from applied_operations where id = $1', [behind.id]);
    await t.database.pool.query('delete from tasks where id = $1', [behind.data.id]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a sync request whose body is not UTF-8, whole (no browser sends one)', async () => {
    const before = await snapshot();
    const operation = operationOfChange(
      { kind: 'addComment', taskId: TASK, input: { text: `bad ${MARKER}` } },
      newId(),
      new Date(AT),
    );
    for (const bytes of BAD_BYTES)
      expectRefused(
        await send('POST', '/api/sync', withBytes({ userId: user.id, operations: [operation] }, bytes)),
        `sync ${bytes}`,
        INVALID_UTF8_BODY,
      );
    expect(await snapshot()).toBe(before);
  });

  describe('better-auth routes', () => {
    let address = 1;
    const authRequest = (url: string, payload?: Buffer | string, contentType = 'application/json') =>
      t.app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        remoteAddress: `192.0.2.${address++}`,
        headers: {
          origin: t.config.publicOrigin,
          ...(payload === undefined ? {} : { 'content-type': contentType }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
    const samples = {
      '/api/auth/sign-up/email': {
        name: 'Новый человек',
        email: 'new@example.com',
        password: 'correct horse battery staple',
      },
      '/api/auth/sign-in/email': { email: 'new@example.com', password: 'correct horse battery staple' },
    };

    it('refuse NUL, unpaired surrogates and bytes that are not UTF-8 in sign-up and sign-in, creating nobody', async () => {
      const before = await snapshot();
      for (const [url, sample] of Object.entries(samples))
        for (const path of stringValuePaths(sample)) {
          for (const [name, poison] of Object.entries(TEXT_POISONS))
            expectRefused(
              await authRequest(url, JSON.stringify(poisoned(sample, path, poison))),
              `${url} ${dotted(path)} with ${name}`,
              `${dotted(path)}: ${UNSAFE_TEXT_MESSAGE}`,
            );
          for (const bytes of BAD_BYTES)
            expectRefused(
              await authRequest(url, withBytes(poisoned(sample, path, MARKER), bytes)),
              `${url} ${dotted(path)} with ${bytes}`,
              INVALID_UTF8_BODY,
            );
          const form = new URLSearchParams(poisoned(sample, path, '\u0000')).toString();
          expectRefused(
            await authRequest(url, form, 'application/x-www-form-urlencoded'),
            `${url} form ${dotted(path)}`,
            UNSAFE_TEXT_MESSAGE,
          );
        }
      expect(await snapshot()).toBe(before);
    });

    it('refuse bad text in their query strings', async () => {
      expectRefused(await authRequest('/api/auth/get-session?x=%00'), 'get-session NUL', UNSAFE_TEXT_MESSAGE);
      for (const escape of BAD_ESCAPES)
        expectRefused(
          await authRequest(`/api/auth/get-session?x=${escape}`),
          `get-session ${escape}`,
          INVALID_UTF8_QUERY,
        );
    });

    it('still sign a person up and in with ordinary text', async () => {
      const up = await authRequest(
        '/api/auth/sign-up/email',
        JSON.stringify(samples['/api/auth/sign-up/email']),
      );
      expect(up.statusCode).toBe(200);
      const signIn = await authRequest(
        '/api/auth/sign-in/email',
        JSON.stringify(samples['/api/auth/sign-in/email']),
      );
      expect(signIn.statusCode).toBe(200);
    });
  });
});
