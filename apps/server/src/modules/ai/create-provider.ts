// Chooses the provider from the configuration (AI_PROVIDER, `local` by default) and wraps it in
// normalised(), so every caller gets the same typed, normalised answers. Each provider's code is loaded
// only when chosen: the local engine does not load the SDKs, and the SDKs do not load the engine.
import { ConfigError, type AiConfig } from '../../config.js';
import type { ModelClient } from './llm-provider.js';
import { normalised } from './normalised.js';
import type { AiLogger, AiProvider, RawAiProvider } from './provider.js';

/** Tests only: Anthropic's endpoint (a fake server) and a short SDK timeout. */
export interface AiClientOverrides {
  anthropicBaseUrl?: string;
  timeout?: number;
}

export interface CreateAiProviderOptions extends AiClientOverrides {
  logger?: AiLogger;
  /** False in production: failures are logged with their error's name only (normalised.ts). */
  logErrorMessages?: boolean;
}

async function createModelClient(ai: AiConfig, options: CreateAiProviderOptions): Promise<ModelClient> {
  const timeout = options.timeout === undefined ? {} : { timeout: options.timeout };
  if (ai.provider === 'anthropic') {
    // loadConfig refuses this already; repeated for callers that build an AiConfig themselves.
    if (!ai.anthropicApiKey)
      throw new ConfigError(['ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic']);
    const { anthropicModel } = await import('./anthropic.js');
    return anthropicModel({
      apiKey: ai.anthropicApiKey,
      model: ai.model,
      ...(options.anthropicBaseUrl === undefined ? {} : { baseURL: options.anthropicBaseUrl }),
      ...timeout,
    });
  }
  if (!ai.openaiBaseUrl && !ai.openaiApiKey) {
    throw new ConfigError(['OPENAI_BASE_URL or OPENAI_API_KEY is required when AI_PROVIDER=openai']);
  }
  const { openAiModel } = await import('./openai.js');
  return openAiModel({ apiKey: ai.openaiApiKey, baseURL: ai.openaiBaseUrl, model: ai.model, ...timeout });
}

async function createRawProvider(ai: AiConfig, options: CreateAiProviderOptions): Promise<RawAiProvider> {
  if (ai.provider === 'local') {
    const [{ localProvider }, engine] = await Promise.all([
      import('./local-provider.js'),
      import('@fokus/ai-engine'),
    ]);
    return localProvider(engine);
  }
  const { llmProvider } = await import('./llm-provider.js');
  return llmProvider(await createModelClient(ai, options));
}

/**
 * The configured AI provider, normalised. Throws ConfigError (naming the variable) only for a
 * configuration loadConfig would refuse too; every later failure is a typed result, never a throw.
 */
export async function createAiProvider(
  ai: AiConfig,
  options: CreateAiProviderOptions = {},
): Promise<AiProvider> {
  const raw = await createRawProvider(ai, options);
  return normalised(raw, {
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.logErrorMessages === undefined ? {} : { logErrorMessages: options.logErrorMessages }),
    secrets: [ai.anthropicApiKey, ai.openaiApiKey],
  });
}
