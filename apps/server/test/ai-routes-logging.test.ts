// In production (NODE_ENV=production) neither the person's text, the prompt built from it nor the
// model's answer reaches a log line, for imports and chats that succeed and that fail, whatever the
// provider: the captured log of the whole app (requests, errors, the AI module's warnings) is searched.
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anthropicError,
  anthropicMessage,
  openAiCompletion,
  openAiError,
  startFakeApi,
  type FakeApi,
  type FakeReply,
} from './ai-fakes/fake-api.js';
import { startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

const KEY = 'sk-logging-0123456789-SECRET';
/** Words only the person typed (and so the prompt holds). */
const TYPED = 'Тайнопись7731';
/** Words only the model answered. */
const ANSWERED = 'Модельслово9917';
const FAST_RETRY = { 'retry-after-ms': '5' };

interface LlmUnderTest {
  name: 'anthropic' | 'openai';
  env(url: string): Record<string, string>;
  aiClient(url: string): { anthropicBaseUrl?: string; timeout: number };
  answer(text: string, truncated?: boolean): FakeReply;
  error(status: number, message: string, headers?: Record<string, string>): FakeReply;
}

const LLMS: LlmUnderTest[] = [
  {
    name: 'anthropic',
    env: () => ({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: KEY }),
    aiClient: (url) => ({ anthropicBaseUrl: url, timeout: 2000 }),
    answer: (text, truncated) => anthropicMessage(text, truncated ? 'max_tokens' : 'end_turn'),
    error: anthropicError,
  },
  {
    name: 'openai',
    env: (url) => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${url}/v1`, AI_MODEL: 'qwen3:8b' }),
    aiClient: () => ({ timeout: 2000 }),
    answer: (text, truncated) => openAiCompletion(text, truncated ? 'length' : 'stop'),
    error: openAiError,
  },
];

const TASKS_ANSWER = JSON.stringify({
  tasks: [
    {
      title: `Купить ${ANSWERED}`,
      description: `${ANSWERED} в описании`,
      priority: 'high',
      category: 'покупки',
      deadline_text: ANSWERED,
      deadline_date: null,
      estimated_time: '15 мин',
      subtasks: [{ title: `Шаг ${ANSWERED}`, estimated_time: '5 мин', order: 1 }],
      tags: [ANSWERED.slice(0, 12)],
    },
  ],
});

/** Imports and chats that succeed and fail, all carrying TYPED, answered with ANSWERED. */
async function exercise(t: TasksTestApp, ada: Session, api: FakeApi, llm: LlmUnderTest): Promise<number[]> {
  const statuses: number[] = [];
  const thoughts = async () =>
    statuses.push(
      (await t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text: `Купить ${TYPED} завтра` }))
        .statusCode,
    );
  const chat = async (truncated = false) =>
    statuses.push(
      (
        await t.request('POST', '/api/ai/chat', ada, {
          message: `Что делать с ${TYPED}?`,
          history: [{ role: 'user', content: `Раньше про ${TYPED}` }],
          language: truncated ? 'en' : 'ru',
        })
      ).statusCode,
    );

  api.reply(llm.answer(TASKS_ANSWER));
  await thoughts();
  // An API that echoes the request in its error (as a 400 can), not retried.
  api.reply(llm.error(400, `invalid request: "Купить ${TYPED} завтра" ${KEY}`));
  await thoughts();
  api.reply(llm.answer(`${ANSWERED}, no JSON here`));
  await thoughts();

  api.reply(llm.answer(JSON.stringify({ message: `Сначала ${ANSWERED}`, actions: [] })));
  await chat();
  api.reply(...Array.from({ length: 3 }, () => llm.error(500, `failed on ${TYPED}`, FAST_RETRY)));
  await chat();
  api.reply(llm.answer(`{"message": "${ANSWERED} and then`, true));
  await chat(true);
  // Refused before any AI call: an unknown field, a text over its limit, JSON that is not JSON, and a
  // body over the limit.
  statuses.push(
    (await t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text: TYPED, extra: TYPED })).statusCode,
  );
  statuses.push(
    (await t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text: TYPED.repeat(1000) })).statusCode,
  );
  const broken = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { origin: t.config.publicOrigin, cookie: ada.cookie, 'content-type': 'application/json' },
    payload: `{"message": "${TYPED}`,
  });
  statuses.push(broken.statusCode);
  statuses.push((await t.request('POST', '/api/ai/chat', ada, { message: TYPED.repeat(40_000) })).statusCode);
  return statuses;
}

describe.each(testDatabaseKinds().slice(0, 1))('AI logging on %s', (kind) => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());

  it.each(LLMS.map((llm) => [llm.name, llm] as const))(
    'keeps the text, the prompt and the answer out of the production log (%s)',
    async (_name, llm) => {
      const t = await startTasksApp(kind, {
        env: { ...llm.env(api.url), NODE_ENV: 'production' },
        aiClient: llm.aiClient(api.url),
        logLevel: 'info',
      });
      try {
        const ada = await t.signUp(`ada-log-${llm.name}`);
        api.requests.length = 0;
        expect(await exercise(t, ada, api, llm)).toEqual([200, 502, 502, 200, 502, 502, 400, 400, 400, 413]);
        // The texts did travel: the prompts held what was typed.
        expect(JSON.stringify(api.requests.map((request) => request.body))).toContain(TYPED);
        const log = t.logs.text;
        // The log was written: requests, and the AI module's warnings with their codes and error names.
        expect(log).toContain('incoming request');
        expect(log).toContain('AI call gave no usable answer');
        expect(log).toContain('"code":"AI_UNPARSABLE"');
        expect(log).toContain('"status":400');
        expect(log).not.toContain(TYPED);
        expect(log).not.toContain(ANSWERED);
        expect(log).not.toContain('SECRET');
      } finally {
        await t.close();
      }
    },
  );

  it('keeps them out with the built-in engine too', async () => {
    const t = await startTasksApp(kind, { env: { NODE_ENV: 'production' }, logLevel: 'info' });
    try {
      const ada = await t.signUp('ada-log-local');
      const imported = await t.request('POST', '/api/ai/thoughts-to-tasks', ada, {
        text: `Завтра купить ${TYPED} и позвонить маме`,
      });
      expect(imported.statusCode).toBe(200);
      expect(imported.body).toContain(TYPED);
      const chat = await t.request('POST', '/api/ai/chat', ada, { message: `Создай задачу ${TYPED}` });
      expect(chat.statusCode).toBe(200);
      expect(t.logs.text).toContain('incoming request');
      expect(t.logs.text).not.toContain(TYPED);
    } finally {
      await t.close();
    }
  });

  it('logs the redacted error message outside production (so the production test could see a leak)', async () => {
    const llm = LLMS[0]!;
    const t = await startTasksApp(kind, {
      env: llm.env(api.url),
      aiClient: llm.aiClient(api.url),
      logLevel: 'info',
    });
    try {
      const ada = await t.signUp('ada-log-dev');
      api.reply(llm.error(400, `invalid request: "Купить ${TYPED} завтра" ${KEY}`));
      const response = await t.request('POST', '/api/ai/thoughts-to-tasks', ada, { text: `Купить ${TYPED}` });
      expect(response.statusCode).toBe(502);
      expect(t.logs.text).toContain(TYPED);
      expect(t.logs.text).not.toContain('SECRET');
    } finally {
      await t.close();
    }
  });
});
