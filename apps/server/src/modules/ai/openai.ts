// The `openai` provider's model client: the official SDK's chat.completions, which OpenAI, Ollama, vLLM,
// OpenRouter and most other servers speak. One user message per call; the first choice's text. Timeout
// and retries are the SDK's defaults (10 minutes, 2 retries on 408, 409, 429 and 5xx), spec §9's.
import OpenAI from 'openai';
import { DEFAULT_OPENAI_MODEL, OPENAI_DEFAULT_BASE_URL } from './call-settings.js';
import { rejectedParameter, type ModelClient, type ModelRequest } from './llm-provider.js';
import { ModelCallError } from './provider.js';

export interface OpenAiModelOptions {
  /** OPENAI_API_KEY; local servers (Ollama, vLLM) need none. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL; OpenAI's endpoint when unset. */
  baseURL?: string | undefined;
  /** AI_MODEL; DEFAULT_OPENAI_MODEL when unset (config requires it for any other endpoint). */
  model?: string | undefined;
  /** Only tests shorten the SDK's default timeout. */
  timeout?: number;
}

/** Sent as the key to servers that need none (the SDK refuses to start without one). */
const NO_KEY = 'no-key';

function callError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new ModelCallError('AI_TIMEOUT', error.message);
  if (error instanceof OpenAI.APIError)
    return new ModelCallError('AI_UNAVAILABLE', error.message, error.status);
  return new ModelCallError('AI_UNAVAILABLE', error instanceof Error ? error.message : String(error));
}

/** A model client over the OpenAI SDK. */
export function openAiModel(options: OpenAiModelOptions): ModelClient {
  const client = new OpenAI({
    apiKey: options.apiKey ?? NO_KEY,
    // Explicit, so the SDK reads none of its own environment variables (config.ts is the only reader).
    baseURL: options.baseURL ?? OPENAI_DEFAULT_BASE_URL,
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    logLevel: 'off',
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  });
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  // Reasoning models refuse `max_tokens` (they take max_completion_tokens) and any temperature but 1.
  let sendTemperature = true;
  let limitParameter: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';

  function create(request: ModelRequest): Promise<OpenAI.ChatCompletion> {
    return client.chat.completions.create({
      model,
      messages: [{ role: 'user', content: request.prompt }],
      [limitParameter]: request.maxTokens,
      ...(sendTemperature ? { temperature: request.temperature } : {}),
    });
  }

  return {
    name: 'openai',
    async complete(request) {
      let completion: OpenAI.ChatCompletion | undefined;
      // At most one resend per refused parameter.
      for (let attempt = 0; completion === undefined; attempt += 1) {
        try {
          completion = await create(request);
        } catch (error) {
          const refused =
            attempt < 2 && error instanceof OpenAI.APIError
              ? rejectedParameter(error.status, error.message, ['max_tokens', 'temperature'])
              : undefined;
          if (refused === 'max_tokens' && limitParameter === 'max_tokens')
            limitParameter = 'max_completion_tokens';
          else if (refused === 'temperature' && sendTemperature) sendTemperature = false;
          else throw callError(error);
        }
      }
      const choice = completion.choices[0];
      return { text: choice?.message.content ?? '', truncated: choice?.finish_reason === 'length' };
    },
  };
}
