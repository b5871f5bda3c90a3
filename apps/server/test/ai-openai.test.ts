// The `openai` provider: the official SDK against a fake chat.completions API (POST /v1/chat/completions)
// on 127.0.0.1, as any OpenAI-compatible server (Ollama, vLLM, OpenRouter) speaks it.
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../src/modules/ai/create-provider.js';
import { CLOCK, TASKS_ANSWER } from './ai-fixtures.js';
import { openAiCompletion, openAiError, startFakeApi } from './ai-fakes/fake-api.js';
import { TEST_KEY, describeProvider } from './ai-provider-suite.js';

function body(request: { body: unknown }): Record<string, unknown> {
  return request.body as Record<string, unknown>;
}

describeProvider('openai', {
  answer: (text, truncated) => openAiCompletion(text, truncated ? 'length' : 'stop'),
  error: openAiError,
  provider: (url, key, { logger, timeout }) =>
    createAiProvider(
      {
        provider: 'openai',
        model: 'qwen3:8b',
        anthropicApiKey: undefined,
        openaiBaseUrl: `${url}/v1`,
        openaiApiKey: key,
      },
      { logger, ...(timeout === undefined ? {} : { timeout }) },
    ),
  path: '/v1/chat/completions',
  readRequest: (request) => ({
    model: body(request).model,
    maxTokens: body(request).max_tokens,
    temperature: body(request).temperature,
    messages: body(request).messages as unknown[],
  }),
  sentKey: (request) => request.headers.authorization?.replace(/^Bearer /, ''),
});

describe('openai provider details', () => {
  it('works without a key (a local Ollama or vLLM) and sends AI_MODEL', async () => {
    const api = await startFakeApi();
    try {
      const ai = await createAiProvider({
        provider: 'openai',
        model: 'qwen3:8b',
        anthropicApiKey: undefined,
        openaiBaseUrl: `${api.url}/v1`,
        openaiApiKey: undefined,
      });
      api.reply(openAiCompletion(JSON.stringify(TASKS_ANSWER)));
      const result = await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK });
      expect(result.ok && result.value).toHaveLength(2);
      expect(body(api.requests[0]!).model).toBe('qwen3:8b');
    } finally {
      await api.close();
    }
  });

  it('switches to max_completion_tokens and drops temperature when a reasoning model refuses them', async () => {
    const api = await startFakeApi();
    try {
      const ai = await createAiProvider({
        provider: 'openai',
        model: 'o-reasoning',
        anthropicApiKey: undefined,
        openaiBaseUrl: `${api.url}/v1`,
        openaiApiKey: TEST_KEY,
      });
      api.reply(
        openAiError(
          400,
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        ),
        openAiError(400, "Unsupported value: 'temperature' does not support 0.1 with this model."),
        openAiCompletion(JSON.stringify(TASKS_ANSWER)),
        openAiCompletion(JSON.stringify(TASKS_ANSWER)),
      );
      expect((await ai.thoughtsToTasks({ text: 'молоко', clock: CLOCK })).ok).toBe(true);
      expect((await ai.thoughtsToTasks({ text: 'хлеб', clock: CLOCK })).ok).toBe(true);
      const sent = api.requests.map((request) =>
        Object.keys(body(request)).filter((key) => /tokens|temperature/.test(key)),
      );
      expect(sent).toEqual([
        ['max_tokens', 'temperature'],
        ['max_completion_tokens', 'temperature'],
        ['max_completion_tokens'],
        ['max_completion_tokens'],
      ]);
    } finally {
      await api.close();
    }
  });
});
