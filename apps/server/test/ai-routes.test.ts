// The AI routes with the default `local` provider on each database kind: signed-in only, the
// contracts of POST /api/ai/thoughts-to-tasks and POST /api/ai/chat, input and body limits, the
// time zone, nothing stored, and the per-user rate limit with its Retry-After.
import {
  CHAT_HISTORY_SENT,
  CHAT_MESSAGE_MAX_LENGTH,
  THOUGHTS_TEXT_MAX_LENGTH,
  chatReplySchema,
  thoughtsToTasksResponseSchema,
  type Task,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BODY_LIMIT_BYTES, THOUGHTS_BODY_LIMIT_BYTES } from '../src/modules/ai/ai.routes.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const DUMP = 'Завтра купить молоко и позвонить маме. Ещё надо записаться к стоматологу до пятницы.';

describe.each(testDatabaseKinds())('AI routes with the local provider on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind, { env: { AI_RATE_LIMIT_PER_MINUTE: '1000' } });
    ada = await t.signUp('ada-ai');
    bob = await t.signUp('bob-ai');
  });
  afterAll(() => t?.close());

  const taskCount = async (session: Session): Promise<number> =>
    (await t.request('GET', '/api/tasks', session)).json<Task[]>().length;

  it('answers a Russian brain dump with real tasks and stores none of them', async () => {
    const before = await taskCount(ada);
    const response = await t.request('POST', '/api/ai/thoughts-to-tasks', ada, {
      text: DUMP,
      timeZone: 'Europe/Moscow',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { tasks } = thoughtsToTasksResponseSchema.parse(response.json());
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    const titles = tasks.map((task) => task.title.toLowerCase()).join(' | ');
    expect(titles).toMatch(/молок/);
    expect(titles).toMatch(/мам/);
    expect(titles).toMatch(/стоматолог/);
    // "Завтра" is read in the person's zone: 11 March 2026 in Moscow (the test clock is 10 March, 12:00 there).
    const milk = tasks.find((task) => /молок/i.test(task.title));
    expect(milk?.deadline_date?.slice(0, 10)).toBe('2026-03-11');
    expect(await taskCount(ada)).toBe(before);
  });

  it('accepts a fixed offset and no zone at all (UTC), and refuses a zone that is none', async () => {
    for (const timeZone of ['+03:00', '-05:30', undefined]) {
      const response = await t.request('POST', '/api/ai/thoughts-to-tasks', ada, {
        text: 'Купить хлеб',
        ...(timeZone === undefined ? {} : { timeZone }),
      });
      expect(response.statusCode, `${timeZone}: ${response.body}`).toBe(200);
    }
    for (const url of ['/api/ai/thoughts-to-tasks', '/api/ai/chat']) {
      const body = url.endsWith('chat') ? { message: 'Привет' } : { text: 'Купить хлеб' };
      const response = await t.request('POST', url, ada, { ...body, timeZone: 'Mars/Olympus' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.json<{ message: string }>().message).toContain('timeZone');
    }
  });

  it('answers 401 without a session, before anything else', async () => {
    for (const [url, body] of [
      ['/api/ai/thoughts-to-tasks', { text: DUMP }],
      ['/api/ai/chat', { message: 'Привет' }],
    ] as const) {
      const response = await t.request('POST', url, null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses empty, too long and unknown input with 400, and bodies over the limit with 413', async () => {
    const bad: [string, unknown][] = [
      ['/api/ai/thoughts-to-tasks', { text: '   ' }],
      ['/api/ai/thoughts-to-tasks', { text: 'a'.repeat(THOUGHTS_TEXT_MAX_LENGTH + 1) }],
      ['/api/ai/thoughts-to-tasks', { text: 'молоко', language: 'de' }],
      ['/api/ai/thoughts-to-tasks', { text: 'молоко', extra: 1 }],
      ['/api/ai/chat', { message: '' }],
      ['/api/ai/chat', { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }],
      [
        '/api/ai/chat',
        {
          message: 'Привет',
          history: Array.from({ length: CHAT_HISTORY_SENT + 1 }, () => ({ role: 'user', content: 'x' })),
        },
      ],
      ['/api/ai/chat', { message: 'Привет', language: 'de' }],
    ];
    for (const [url, body] of bad) {
      const response = await t.request('POST', url, ada, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // The longest allowed text fits even written entirely in \u escapes …
    const escaped = `{"text":"${'\\u0444'.repeat(THOUGHTS_TEXT_MAX_LENGTH)}"}`;
    expect(escaped.length).toBeLessThanOrEqual(THOUGHTS_BODY_LIMIT_BYTES);
    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/ai/thoughts-to-tasks',
      headers: { origin: t.config.publicOrigin, cookie: ada.cookie, 'content-type': 'application/json' },
      payload: escaped,
    });
    expect(fits.statusCode, fits.body.slice(0, 200)).toBe(200);
    // … and anything larger than the limit is not read at all.
    for (const [url, limit] of [
      ['/api/ai/thoughts-to-tasks', THOUGHTS_BODY_LIMIT_BYTES],
      ['/api/ai/chat', CHAT_BODY_LIMIT_BYTES],
    ] as const) {
      const response = await t.request('POST', url, ada, { text: 'x'.repeat(limit), message: 'x' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('chats with the own tasks as context, proposes actions only on them and changes nothing', async () => {
    const own = await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Подготовить отчёт' });
    expect(own.statusCode).toBe(201);
    const foreign = await t.request('POST', '/api/tasks', bob, {
      id: newId(),
      title: 'Подготовить отчёт Боба',
    });
    expect(foreign.statusCode).toBe(201);
    const before = await t.request('GET', '/api/tasks', ada);

    const history = Array.from({ length: CHAT_HISTORY_SENT }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `сообщение ${index}`,
    }));
    const response = await t.request('POST', '/api/ai/chat', ada, {
      message: 'Заверши задачу «Подготовить отчёт» и создай задачу купить хлеб',
      history,
      personaId: 'gentle-coach',
      language: 'ru',
      timeZone: 'Europe/Moscow',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = chatReplySchema.parse(response.json());
    expect(reply.message.length).toBeGreaterThan(0);
    const ownId = own.json<Task>().id;
    for (const action of reply.actions) {
      expect(action.applied).toBe(false);
      if (action.taskId !== undefined) expect(action.taskId).toBe(ownId);
    }
    expect(JSON.stringify(reply)).not.toContain(foreign.json<Task>().id);
    // Proposals only: the tasks are as they were.
    expect((await t.request('GET', '/api/tasks', ada)).json()).toEqual(before.json());

    // English and French replies; no language given means the message's own.
    for (const language of ['en', 'fr', undefined]) {
      const answer = await t.request('POST', '/api/ai/chat', ada, {
        message: 'What should I do first today?',
        ...(language === undefined ? {} : { language }),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      chatReplySchema.parse(answer.json());
    }
  });
});

describe.each(testDatabaseKinds().slice(0, 1))('the AI rate limit on %s', (kind) => {
  let t: TasksTestApp;

  beforeAll(async () => {
    t = await startTasksApp(kind, { env: { AI_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t?.close());

  it('counts both routes together per person, answers 429 with Retry-After, and lets the next minute in', async () => {
    const ada = await t.signUp('ada-limit');
    const bob = await t.signUp('bob-limit');
    const thoughts = () => t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text: 'Купить хлеб' });
    const chat = (session: Session) => t.request('POST', '/api/ai/chat', session, { message: 'Привет' });

    expect((await thoughts()).statusCode).toBe(200);
    t.clock.advance(20);
    expect((await chat(ada)).statusCode).toBe(200);
    expect((await thoughts()).statusCode).toBe(200);
    for (const refused of [await chat(ada), await thoughts()]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
      // The window opened 20 s ago: 40 s left.
      expect(refused.headers['retry-after']).toBe('40');
    }
    // Another person has their own minute; without a session the answer is 401, not 429.
    expect((await chat(bob)).statusCode).toBe(200);
    expect((await t.request('POST', '/api/ai/chat', null, { message: 'Привет' })).statusCode).toBe(401);

    t.clock.advance(39);
    expect((await thoughts()).headers['retry-after']).toBe('1');
    t.clock.advance(1);
    expect((await thoughts()).statusCode).toBe(200);
  });
});
