// Which provider AI_PROVIDER chooses, and the configuration errors that stop start-up before any call.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type AiConfig } from '../src/config.js';
import { createAiProvider } from '../src/modules/ai/create-provider.js';
import { CLOCK } from './ai-fixtures.js';

const NONE: AiConfig = {
  provider: 'local',
  model: undefined,
  anthropicApiKey: undefined,
  openaiBaseUrl: undefined,
  openaiApiKey: undefined,
};

describe('AI provider selection', () => {
  it('uses the built-in engine by default, with no key and no network', async () => {
    const ai = await createAiProvider(loadConfig({}).ai);
    expect(ai.name).toBe('local');
    const result = await ai.thoughtsToTasks({ text: 'Завтра купить молоко', language: 'ru', clock: CLOCK });
    expect(result.ok).toBe(true);
  });

  it('chooses anthropic and openai from the configuration', async () => {
    const anthropic = loadConfig({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test-key' }).ai;
    expect((await createAiProvider(anthropic)).name).toBe('anthropic');
    const openai = loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-key' }).ai;
    expect((await createAiProvider(openai)).name).toBe('openai');
    const ollama = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'qwen3:8b',
    }).ai;
    expect((await createAiProvider(ollama)).name).toBe('openai');
  });

  it('stops start-up when AI_PROVIDER=anthropic has no ANTHROPIC_API_KEY, naming the variable', async () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(
      'ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic',
    );
    await expect(createAiProvider({ ...NONE, provider: 'anthropic' })).rejects.toThrow(/ANTHROPIC_API_KEY/);
  });

  it('stops start-up when AI_PROVIDER=openai has neither endpoint nor key, or an endpoint without a model', async () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      /OPENAI_BASE_URL or OPENAI_API_KEY is required/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow(
      /AI_MODEL is required/,
    );
    await expect(createAiProvider({ ...NONE, provider: 'openai' })).rejects.toThrow(
      /OPENAI_BASE_URL or OPENAI_API_KEY/,
    );
  });
});
