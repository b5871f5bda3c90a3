// The behaviours every LLM provider must show, run by ai-anthropic.test.ts and ai-openai.test.ts with the
// official SDK pointed at a fake API on 127.0.0.1: good answers for each purpose, JSON in a code fence,
// prose around JSON, empty and truncated answers, 429 then success, 500, a timeout, and no key in any
// log line or error.
import { AI_MESSAGES, ASSISTANT_ERROR_TEXTS, DEFAULT_RECOMMENDATION_REASONS } from '@fokus/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_CALL_SETTINGS } from '../src/modules/ai/call-settings.js';
import type { AiProvider, AiPurpose } from '../src/modules/ai/provider.js';
import {
  CHAT_ANSWER,
  CLOCK,
  GROUPING_ANSWER,
  RECOMMENDATION_ANSWER,
  STRATEGY,
  TASKS,
  TASKS_ANSWER,
  captureLogger,
} from './ai-fixtures.js';
import { startFakeApi, type FakeApi, type FakeReply, type RecordedRequest } from './ai-fakes/fake-api.js';

export interface ProviderSuite {
  /** The API's answer whose text is `text` (null: no text at all); `truncated` stops at max_tokens. */
  answer(text: string | null, truncated?: boolean): FakeReply;
  /** The API's error answer. */
  error(status: number, message: string, headers?: Record<string, string>): FakeReply;
  /** The provider under test, its SDK pointed at `url` with `key`. */
  provider(
    url: string,
    key: string,
    options: { logger: ReturnType<typeof captureLogger>['logger']; timeout?: number },
  ): Promise<AiProvider>;
  /** The request path the SDK must call. */
  path: string;
  /** max_tokens, temperature and the single user message of a recorded request. */
  readRequest(request: RecordedRequest): {
    maxTokens: unknown;
    temperature: unknown;
    messages: unknown[];
    model: unknown;
  };
  /** The key as the request carried it. */
  sentKey(request: RecordedRequest): string | undefined;
}

export const TEST_KEY = 'sk-test-0123456789-SECRET-abcdef';
/** A tiny retry-after, so the SDK's retries take milliseconds. */
const FAST_RETRY = { 'retry-after-ms': '5' };

export function describeProvider(name: string, suite: ProviderSuite): void {
  describe(`${name} provider against a fake API`, () => {
    let api: FakeApi;
    let log: ReturnType<typeof captureLogger>;
    let ai: AiProvider;

    beforeAll(async () => {
      api = await startFakeApi();
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      api.requests.length = 0;
      log = captureLogger();
      ai = await suite.provider(api.url, TEST_KEY, { logger: log.logger });
    });

    function expectSettings(purpose: AiPurpose): RecordedRequest {
      expect(api.requests).toHaveLength(1);
      const [request] = api.requests;
      if (!request) throw new Error('no request');
      expect(request.method).toBe('POST');
      expect(request.path).toBe(suite.path);
      expect(suite.sentKey(request)).toBe(TEST_KEY);
      const sent = suite.readRequest(request);
      expect(sent.maxTokens).toBe(AI_CALL_SETTINGS[purpose].maxTokens);
      expect(sent.temperature).toBe(AI_CALL_SETTINGS[purpose].temperature);
      expect(sent.messages).toHaveLength(1);
      expect(sent.messages[0]).toMatchObject({ role: 'user' });
      return request;
    }

    function promptOf(request: RecordedRequest): string {
      const [message] = suite.readRequest(request).messages as { content: string }[];
      return message?.content ?? '';
    }

    it('turns thoughts into normalised tasks with the spec settings (3000 tokens, 0.1)', async () => {
      api.reply(suite.answer(JSON.stringify(TASKS_ANSWER)));
      const result = await ai.thoughtsToTasks({ text: 'Завтра купить молоко, позвонить маме', clock: CLOCK });
      const request = expectSettings('thoughtsToTasks');
      expect(promptOf(request)).toContain('Завтра купить молоко, позвонить маме');
      expect(promptOf(request)).toContain('2026-11-23 09:00, Monday, UTC+03:00');
      expect(result).toEqual({
        ok: true,
        value: [
          expect.objectContaining({
            title: 'Купить молоко',
            priority: 'medium',
            category: 'покупки',
            // A bare date is the end of that day in the user's zone.
            deadline_date: '2026-11-24T20:59:59.000Z',
            importance: 2,
            urgency: 1,
          }),
          expect.objectContaining({ title: 'Позвонить маме', deadline_date: null }),
        ],
      });
    });

    it('groups tasks (4000 tokens, 0.2), mapping short ids back and dropping unknown or repeated ones', async () => {
      api.reply(suite.answer(JSON.stringify(GROUPING_ANSWER)));
      const result = await ai.groupTasks({ tasks: TASKS, strategy: 'by_energy', clock: CLOCK });
      const prompt = promptOf(expectSettings('groupTasks'));
      expect(prompt).toContain('t1 | waiting | 2026-11-24 | 2/2 | Подготовить отчёт');
      for (const task of TASKS) expect(prompt).not.toContain(task.id);
      expect(result).toEqual({
        ok: true,
        value: {
          strategy: 'by_energy',
          groups: [expect.objectContaining({ name: 'Фокус', tasks: [TASKS[0]?.id, TASKS[1]?.id] })],
          ungroupedTasks: [TASKS[2]?.id],
          efficiencyScore: 100,
        },
      });
    });

    it('recommends a strategy (1000 tokens, 0.1)', async () => {
      api.reply(suite.answer(JSON.stringify(RECOMMENDATION_ANSWER)));
      const result = await ai.recommendStrategy({ tasks: TASKS, clock: CLOCK });
      expectSettings('recommendStrategy');
      expect(result).toEqual({
        ok: true,
        value: {
          recommendedStrategy: 'by_priority',
          reasons: ['Есть срочные задачи'],
          alternatives: ['by_energy'],
        },
      });
    });

    it('answers in the chat (2000 tokens, 0.1) with actions on the user’s own tasks only', async () => {
      api.reply(suite.answer(JSON.stringify(CHAT_ANSWER)));
      const result = await ai.chatReply({
        message: 'Что мне делать сейчас?',
        history: Array.from({ length: 12 }, (_, index) => ({
          role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
          content: `сообщение ${index}`,
        })),
        tasks: TASKS,
        strategies: [STRATEGY],
        personaId: 'gentle-coach',
        language: 'ru',
        clock: CLOCK,
      });
      const prompt = promptOf(expectSettings('chatReply'));
      expect(prompt).toContain('Ты мягкий, поддерживающий наставник');
      expect(prompt).toContain('сообщение 4');
      expect(prompt).not.toContain('сообщение 3\n');
      expect(prompt).toContain('s1 | 3 | Здоровье | Сон, спорт, врачи');
      expect(result).toEqual({
        ok: true,
        value: {
          message: 'Начните с отчёта 📄 Он срочный.',
          actions: [
            { type: 'complete_task', taskId: TASKS[0]?.id, applied: false },
            { type: 'assign_strategy', taskId: TASKS[2]?.id, strategyId: STRATEGY.id, applied: false },
            { type: 'create_task', taskData: { title: 'Выпить воды' }, applied: false },
          ],
        },
      });
    });

    it('reads JSON inside a code fence', async () => {
      api.reply(suite.answer('```json\n' + JSON.stringify(TASKS_ANSWER) + '\n```'));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result.ok && result.value.map((task) => task.title)).toEqual([
        'Купить молоко',
        'Позвонить маме',
      ]);
    });

    it('reads JSON with prose around it', async () => {
      api.reply(suite.answer(`Вот задачи:\n${JSON.stringify(TASKS_ANSWER.tasks)}\nУдачи!`));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result.ok && result.value).toHaveLength(2);
      api.reply(suite.answer(`Sure! ${JSON.stringify(CHAT_ANSWER)} Hope this helps.`));
      const chat = await ai.chatReply({
        message: 'what now?',
        history: [],
        tasks: TASKS,
        strategies: [STRATEGY],
        personaId: 'results-coach',
        language: 'en',
        clock: CLOCK,
      });
      expect(chat.ok && chat.value.message).toBe(CHAT_ANSWER.message);
    });

    it('gives the spec messages for an empty answer', async () => {
      api.reply(suite.answer(''), suite.answer(null), suite.answer('   '), suite.answer(''));
      expect(await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK })).toEqual({
        ok: false,
        error: { code: 'AI_UNPARSABLE', message: 'Не удалось разобрать ответ ИИ.' },
      });
      expect(await ai.groupTasks({ tasks: TASKS, strategy: 'by_time', clock: CLOCK })).toEqual({
        ok: false,
        error: { code: 'AI_UNPARSABLE', message: AI_MESSAGES.groupingFailed },
      });
      expect(await ai.recommendStrategy({ tasks: TASKS, clock: CLOCK })).toEqual({
        ok: true,
        value: {
          recommendedStrategy: 'smart_batching',
          reasons: [...DEFAULT_RECOMMENDATION_REASONS],
          alternatives: [],
        },
      });
      const chat = await ai.chatReply({
        message: 'Привет',
        history: [],
        tasks: [],
        strategies: [],
        personaId: 'x',
        language: 'ru',
        clock: CLOCK,
      });
      expect(chat).toEqual({ ok: true, value: { message: AI_MESSAGES.emptyReply, actions: [] } });
    });

    it('gives the spec messages for a truncated answer', async () => {
      const cut = JSON.stringify(TASKS_ANSWER).slice(0, 120);
      api.reply(suite.answer(cut, true), suite.answer(JSON.stringify(CHAT_ANSWER).slice(0, 40), true));
      expect(await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK })).toEqual({
        ok: false,
        error: { code: 'AI_UNPARSABLE', message: 'Не удалось разобрать ответ ИИ.' },
      });
      const chat = await ai.chatReply({
        message: 'What should I do now?',
        history: [],
        tasks: TASKS,
        strategies: [],
        personaId: 'results-coach',
        language: 'fr',
        clock: CLOCK,
      });
      expect(chat).toEqual({
        ok: false,
        error: { code: 'AI_UNPARSABLE', message: ASSISTANT_ERROR_TEXTS.fr },
      });
    });

    it('retries a 429 (honouring retry-after) and then answers', async () => {
      api.reply(suite.error(429, 'rate limited', FAST_RETRY), suite.answer(JSON.stringify(TASKS_ANSWER)));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(api.requests).toHaveLength(2);
      expect(result.ok && result.value).toHaveLength(2);
    });

    it('retries a 500 twice, then gives a typed error with the spec text', async () => {
      api.reply(...Array.from({ length: 3 }, () => suite.error(500, 'boom', FAST_RETRY)));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(api.requests).toHaveLength(3);
      expect(result).toEqual({
        ok: false,
        error: { code: 'AI_UNAVAILABLE', message: 'Не удалось обработать запрос. Попробуйте позже.' },
      });
      expect(log.lines.join('\n')).toMatch(/"status":500/);
      api.reply(...Array.from({ length: 3 }, () => suite.error(503, 'overloaded', FAST_RETRY)));
      const chat = await ai.chatReply({
        message: 'hi',
        history: [],
        tasks: [],
        strategies: [],
        personaId: 'results-coach',
        language: 'en',
        clock: CLOCK,
      });
      expect(chat).toEqual({
        ok: false,
        error: { code: 'AI_UNAVAILABLE', message: AI_MESSAGES.chatFailure },
      });
    });

    it('gives a typed timeout error when the API does not answer in time', async () => {
      const slow = await suite.provider(api.url, TEST_KEY, { logger: log.logger, timeout: 100 });
      api.reply(...Array.from({ length: 3 }, () => ({ ...suite.answer('[]'), delayMs: 2000 })));
      const result = await slow.groupTasks({ tasks: TASKS, strategy: 'by_time', clock: CLOCK });
      expect(result).toEqual({
        ok: false,
        error: { code: 'AI_TIMEOUT', message: AI_MESSAGES.groupingFailed },
      });
      // The SDK retries a timeout too (its default: 2 retries).
      expect(api.requests).toHaveLength(3);
    });

    it('never puts the key into a log line or an error, even when the API echoes it', async () => {
      api.reply(suite.error(401, `invalid x-api-key: ${TEST_KEY}`));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain(TEST_KEY);
      expect(log.lines.length).toBeGreaterThan(0);
      expect(log.lines.join('\n')).not.toContain(TEST_KEY);
      expect(log.lines.join('\n')).not.toContain('SECRET');
      expect(log.lines.join('\n')).toContain('[redacted]');
    });
  });
}
