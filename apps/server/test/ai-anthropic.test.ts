// The `anthropic` provider: the official SDK against a fake Messages API (POST /v1/messages) on 127.0.0.1.
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../src/modules/ai/create-provider.js';
import { CLOCK, TASKS_ANSWER, captureLogger } from './ai-fixtures.js';
import { anthropicError, anthropicMessage, startFakeApi } from './ai-fakes/fake-api.js';
import { TEST_KEY, describeProvider } from './ai-provider-suite.js';

function body(request: { body: unknown }): Record<string, unknown> {
  return request.body as Record<string, unknown>;
}

/** The anthropic provider pointed at a fake API; the model is 'claude-test' unless given (undefined: none set). */
function anthropic(
  url: string,
  options: {
    model?: string | undefined;
    key?: string | undefined;
    logger?: ReturnType<typeof captureLogger>['logger'];
    timeout?: number | undefined;
  } = {},
) {
  const { key = TEST_KEY, logger, timeout } = options;
  const model = 'model' in options ? options.model : 'claude-test';
  return createAiProvider(
    { provider: 'anthropic', model, anthropicApiKey: key, openaiBaseUrl: undefined, openaiApiKey: undefined },
    {
      anthropicBaseUrl: url,
      ...(logger === undefined ? {} : { logger }),
      ...(timeout === undefined ? {} : { timeout }),
    },
  );
}

describeProvider('anthropic', {
  answer: (text, truncated) => anthropicMessage(text, truncated ? 'max_tokens' : 'end_turn'),
  error: anthropicError,
  provider: (url, key, { logger, timeout }) => anthropic(url, { key, logger, timeout }),
  path: '/v1/messages',
  readRequest: (request) => ({
    model: body(request).model,
    maxTokens: body(request).max_tokens,
    temperature: body(request).temperature,
    messages: body(request).messages as unknown[],
  }),
  // SDK 1.x sends the key as a bearer token; earlier versions used x-api-key.
  sentKey: (request) =>
    (request.headers['x-api-key'] as string | undefined) ??
    request.headers.authorization?.replace(/^Bearer /, ''),
});

describe('anthropic provider details', () => {
  it('sends AI_MODEL and takes the first text block of the answer', async () => {
    const api = await startFakeApi();
    try {
      const ai = await anthropic(api.url);
      const answer = anthropicMessage(JSON.stringify(TASKS_ANSWER));
      const content = [
        { type: 'thinking', thinking: '…', signature: 's' },
        ...(answer.body as { content: unknown[] }).content,
      ];
      api.reply({ body: { ...(answer.body as object), content } });
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result.ok && result.value).toHaveLength(2);
      expect(body(api.requests[0]!).model).toBe('claude-test');
      expect(api.requests[0]?.headers['anthropic-version']).toBeDefined();
    } finally {
      await api.close();
    }
  });

  it('uses a Sonnet-class default model', async () => {
    const api = await startFakeApi();
    try {
      const ai = await anthropic(api.url, { model: undefined });
      api.reply(anthropicMessage('[]'));
      await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(body(api.requests[0]!).model).toMatch(/^claude-sonnet-/);
    } finally {
      await api.close();
    }
  });

  it('leaves temperature out, from then on, once the model refuses it', async () => {
    const api = await startFakeApi();
    const log = captureLogger();
    try {
      const ai = await anthropic(api.url, { model: 'claude-sonnet-5', logger: log.logger });
      api.reply(
        anthropicError(400, '`temperature` is deprecated for this model.'),
        anthropicMessage(JSON.stringify(TASKS_ANSWER)),
        anthropicMessage(JSON.stringify(TASKS_ANSWER)),
      );
      const first = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      const second = await ai.thoughtsToTasks({ text: 'хлеб', clock: CLOCK });
      expect(first.ok && second.ok).toBe(true);
      expect(api.requests.map((request) => 'temperature' in body(request))).toEqual([true, false, false]);
      expect(api.requests.map((request) => body(request).max_tokens)).toEqual([3000, 3000, 3000]);
    } finally {
      await api.close();
    }
  });

  it('reports any other 400 as a typed error without resending', async () => {
    const api = await startFakeApi();
    try {
      const ai = await anthropic(api.url);
      api.reply(anthropicError(400, 'prompt is too long'));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result).toMatchObject({ ok: false, error: { code: 'AI_UNAVAILABLE' } });
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
