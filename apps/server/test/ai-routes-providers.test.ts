// The AI routes through the configured LLM providers (AI_PROVIDER=anthropic and =openai), each against
// a local HTTP server on 127.0.0.1 that speaks its API: the same dialog and chat as the built-in engine,
// the person's own tasks and strategies as the chat's only context (an action on another person's task
// is dropped), and each failure as its core code: a 5xx after the SDK's retries (AI_UNAVAILABLE), a slow
// answer (AI_TIMEOUT) and text that is not the JSON asked for (AI_UNPARSABLE).
import {
  AI_MESSAGES,
  assistantErrorText,
  chatReplySchema,
  thoughtsToTasksResponseSchema,
  type Strategy,
  type Task,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TASKS_ANSWER } from './ai-fixtures.js';
import {
  anthropicError,
  anthropicMessage,
  openAiCompletion,
  openAiError,
  startFakeApi,
  type FakeApi,
  type FakeReply,
  type RecordedRequest,
} from './ai-fakes/fake-api.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const KEY = 'sk-routes-0123456789-SECRET';
/** A tiny retry-after, so the SDK's two retries of a 5xx take milliseconds. */
const FAST_RETRY = { 'retry-after-ms': '5' };
/** The SDK's timeout in these tests (ms); a slow answer takes longer than that. */
const TIMEOUT_MS = 300;

interface ProviderUnderTest {
  name: 'anthropic' | 'openai';
  env(url: string): Record<string, string>;
  anthropicBaseUrl(url: string): { anthropicBaseUrl?: string };
  path: string;
  answer(text: string, truncated?: boolean): FakeReply;
  error(status: number, message: string, headers?: Record<string, string>): FakeReply;
}

const PROVIDERS: ProviderUnderTest[] = [
  {
    name: 'anthropic',
    env: () => ({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: KEY, AI_MODEL: 'claude-test' }),
    anthropicBaseUrl: (url) => ({ anthropicBaseUrl: url }),
    path: '/v1/messages',
    answer: (text, truncated) => anthropicMessage(text, truncated ? 'max_tokens' : 'end_turn'),
    error: anthropicError,
  },
  {
    name: 'openai',
    env: (url) => ({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_API_KEY: KEY,
      AI_MODEL: 'qwen3:8b',
    }),
    anthropicBaseUrl: () => ({}),
    path: '/v1/chat/completions',
    answer: (text, truncated) => openAiCompletion(text, truncated ? 'length' : 'stop'),
    error: openAiError,
  },
];

/** The single user message the SDK sent. */
function promptOf(request: RecordedRequest | undefined): string {
  const body = request?.body as { messages?: { content?: unknown }[] } | undefined;
  const content = body?.messages?.[0]?.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
}

describe.each(
  testDatabaseKinds().flatMap((kind) =>
    PROVIDERS.map((provider) => [kind, provider.name, provider] as const),
  ),
)('AI routes on %s through the %s provider', (kind, _name, provider) => {
  let api: FakeApi;
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    api = await startFakeApi();
    t = await startTasksApp(kind, {
      env: { ...provider.env(api.url), AI_RATE_LIMIT_PER_MINUTE: '1000' },
      aiClient: { ...provider.anthropicBaseUrl(api.url), timeout: TIMEOUT_MS },
    });
    ada = await t.signUp(`ada-${provider.name}`);
    bob = await t.signUp(`bob-${provider.name}`);
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
  });

  const thoughts = (text = 'Завтра купить молоко и позвонить маме') =>
    t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text, language: 'ru', timeZone: '+03:00' });

  it('turns thoughts into the normalised tasks of the model, with the spec settings', async () => {
    api.reply(provider.answer(JSON.stringify(TASKS_ANSWER)));
    const response = await thoughts();
    expect(response.statusCode, response.body).toBe(200);
    const { tasks } = thoughtsToTasksResponseSchema.parse(response.json());
    expect(tasks.map((task) => task.title)).toEqual(['Купить молоко', 'Позвонить маме']);
    expect(tasks[0]).toMatchObject({ priority: 'medium', importance: 2, urgency: 1, category: 'покупки' });
    // The model's bare date is the end of that day in the request's zone (+03:00); the test clock is
    // 10 March 2026, so it is within the year ahead and kept.
    expect(tasks[0]?.deadline_date).toBe('2026-11-24T20:59:59.000Z');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.path).toBe(provider.path);
    expect(promptOf(api.requests[0])).toContain('Завтра купить молоко и позвонить маме');
    expect((api.requests[0]?.body as { max_tokens?: number }).max_tokens).toBe(3000);
  });

  it("chats with the person's own tasks and strategies only, and drops an action on someone else's task", async () => {
    const own = (
      await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Подготовить отчёт ады' })
    ).json<Task>();
    const strategy = (
      await t.request('POST', '/api/strategies', ada, { id: newId(), name: 'Карьера ады' })
    ).json<Strategy>();
    const foreign = (
      await t.request('POST', '/api/tasks', bob, { id: newId(), title: 'Секретный план боба' })
    ).json<Task>();
    const before = await t.request('GET', '/api/tasks', ada);

    api.reply(
      provider.answer(
        JSON.stringify({
          message: 'Начните с отчёта 📄',
          actions: [
            { type: 'complete_task', taskId: 't1' },
            { type: 'assign_strategy', taskId: 't1', strategyId: 's1' },
            // Bob's real id and an id the model was never shown: both dropped.
            { type: 'delete_task', taskId: foreign.id },
            { type: 'delete_task', taskId: 't9' },
            { type: 'create_task', taskData: { title: 'Выпить воды' } },
          ],
        }),
      ),
    );
    const history = Array.from({ length: 8 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `реплика номер ${index}`,
    }));
    const response = await t.request('POST', '/api/ai/chat', ada, {
      message: 'С чего начать?',
      history,
      personaId: 'results-coach',
      language: 'ru',
      timeZone: 'Europe/Moscow',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = chatReplySchema.parse(response.json());
    expect(reply.message).toBe('Начните с отчёта 📄');
    expect(reply.actions).toEqual([
      { type: 'complete_task', taskId: own.id, applied: false },
      { type: 'assign_strategy', taskId: own.id, strategyId: strategy.id, applied: false },
      { type: 'create_task', taskData: { title: 'Выпить воды' }, applied: false },
    ]);

    const prompt = promptOf(api.requests[0]);
    expect(prompt).toContain('Подготовить отчёт ады');
    expect(prompt).toContain('Карьера ады');
    expect(prompt).not.toContain('Секретный план боба');
    expect(prompt).not.toContain(foreign.id);
    for (const message of history) expect(prompt).toContain(message.content);
    // Proposals only: nothing changed.
    expect((await t.request('GET', '/api/tasks', ada)).json()).toEqual(before.json());
  });

  it('answers 502 AI_UNAVAILABLE after the retries of a 5xx', async () => {
    api.reply(...Array.from({ length: 3 }, () => provider.error(500, 'overloaded', FAST_RETRY)));
    const imported = await thoughts();
    expect(imported.statusCode).toBe(502);
    expect(imported.json()).toEqual({ code: 'AI_UNAVAILABLE', message: AI_MESSAGES.importFailed });
    expect(api.requests).toHaveLength(3);

    api.reply(...Array.from({ length: 3 }, () => provider.error(503, 'down', FAST_RETRY)));
    const chat = await t.request('POST', '/api/ai/chat', ada, { message: 'Привет', language: 'en' });
    expect(chat.statusCode).toBe(502);
    expect(chat.json()).toEqual({ code: 'AI_UNAVAILABLE', message: AI_MESSAGES.chatFailure });
    expect(JSON.stringify([imported.json(), chat.json()])).not.toContain(KEY);
  });

  it('answers 504 AI_TIMEOUT when the API is too slow', async () => {
    api.reply(...Array.from({ length: 3 }, () => ({ ...provider.answer('{"tasks":[]}'), delayMs: 5000 })));
    const response = await thoughts();
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ code: 'AI_TIMEOUT', message: AI_MESSAGES.importFailed });
  });

  it('answers 502 AI_UNPARSABLE for an answer that is not the JSON asked for', async () => {
    api.reply(provider.answer('Sorry, I cannot help with that.'));
    const imported = await thoughts();
    expect(imported.statusCode).toBe(502);
    expect(imported.json()).toEqual({ code: 'AI_UNPARSABLE', message: AI_MESSAGES.unparsableAnswer });

    // A chat answer cut off inside its JSON: the localised "could you rephrase".
    api.reply(provider.answer('{"message": "Начните с', true));
    const chat = await t.request('POST', '/api/ai/chat', ada, { message: 'Bonjour', language: 'fr' });
    expect(chat.statusCode).toBe(502);
    expect(chat.json()).toEqual({ code: 'AI_UNPARSABLE', message: assistantErrorText('fr') });
  });
});
