// The `anthropic` provider's model client: the official SDK, Messages API, one user message per call,
// the first text content block of the answer. Timeout and retries are the SDK's defaults (10 minutes,
// 2 retries on 408, 409, 429 and 5xx, honouring retry-after), which are spec §9's.
import Anthropic from '@anthropic-ai/sdk';
import { ANTHROPIC_DEFAULT_BASE_URL, DEFAULT_ANTHROPIC_MODEL } from './call-settings.js';
import { rejectedParameter, type ModelClient, type ModelRequest } from './llm-provider.js';
import { ModelCallError } from './provider.js';

export interface AnthropicModelOptions {
  apiKey: string;
  /** AI_MODEL; DEFAULT_ANTHROPIC_MODEL when unset. */
  model?: string | undefined;
  /** Tests point the SDK at a fake server; production uses Anthropic's endpoint. */
  baseURL?: string;
  /** Only tests shorten the SDK's default timeout. */
  timeout?: number;
}

function callError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    return new ModelCallError('AI_TIMEOUT', error.message);
  }
  if (error instanceof Anthropic.APIError) {
    return new ModelCallError('AI_UNAVAILABLE', error.message, error.status);
  }
  return new ModelCallError('AI_UNAVAILABLE', error instanceof Error ? error.message : String(error));
}

/** A model client over the Anthropic SDK. */
export function anthropicModel(options: AnthropicModelOptions): ModelClient {
  const client = new Anthropic({
    apiKey: options.apiKey,
    // Explicit, so the SDK reads none of its own environment variables (config.ts is the only reader).
    baseURL: options.baseURL ?? ANTHROPIC_DEFAULT_BASE_URL,
    webhookKey: null,
    logLevel: 'off',
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  });
  const model = options.model ?? DEFAULT_ANTHROPIC_MODEL;
  // Models from Sonnet 5 on refuse sampling parameters; once refused, the spec's temperature is left out.
  let sendTemperature = true;

  async function create(request: ModelRequest): Promise<Anthropic.Message> {
    const body: Anthropic.MessageCreateParamsNonStreaming & { temperature?: number } = {
      model,
      max_tokens: request.maxTokens,
      messages: [{ role: 'user', content: request.prompt }],
      ...(sendTemperature ? { temperature: request.temperature } : {}),
    };
    return client.messages.create(body);
  }

  return {
    name: 'anthropic',
    async complete(request) {
      let message: Anthropic.Message;
      try {
        message = await create(request);
      } catch (error) {
        const refused =
          error instanceof Anthropic.APIError &&
          sendTemperature &&
          rejectedParameter(error.status, error.message, ['temperature']);
        if (!refused) throw callError(error);
        sendTemperature = false;
        try {
          message = await create(request);
        } catch (retryError) {
          throw callError(retryError);
        }
      }
      const first = message.content.find((block) => block.type === 'text');
      return {
        text: first?.type === 'text' ? first.text : '',
        truncated: message.stop_reason === 'max_tokens',
      };
    },
  };
}
