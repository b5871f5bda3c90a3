// An LLM as a provider: each purpose builds its prompt (prompts.ts), sends it as one user message with
// the spec's max_tokens and temperature, and hands the text back for normalised() to read. The model
// clients (anthropic.ts, openai.ts) only carry a message there and back.
import { AI_CALL_SETTINGS } from './call-settings.js';
import {
  chatReplyPrompt,
  groupTasksPrompt,
  recommendStrategyPrompt,
  thoughtsToTasksPrompt,
  type Prompt,
} from './prompts.js';
import type { AiPurpose, RawAiProvider, RawAnswer } from './provider.js';

/** One model call: a single user message. */
export interface ModelRequest {
  readonly purpose: AiPurpose;
  readonly prompt: string;
  readonly maxTokens: number;
  readonly temperature: number;
}

/** The first text of the answer, and whether the model stopped at max_tokens. */
export interface ModelResponse {
  readonly text: string;
  readonly truncated: boolean;
}

/** A chat model behind an SDK; throws ModelCallError when the call fails. */
export interface ModelClient {
  readonly name: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
}

/** The provider of an LLM reached through `model`. */
export function llmProvider(model: ModelClient): RawAiProvider {
  async function ask(purpose: AiPurpose, prompt: Prompt): Promise<RawAnswer> {
    const { maxTokens, temperature } = AI_CALL_SETTINGS[purpose];
    const response = await model.complete({ purpose, prompt: prompt.text, maxTokens, temperature });
    return { kind: 'text', text: response.text, truncated: response.truncated, ids: prompt.ids };
  }
  return {
    name: model.name,
    thoughtsToTasks: (input) => ask('thoughtsToTasks', thoughtsToTasksPrompt(input)),
    groupTasks: (input) => ask('groupTasks', groupTasksPrompt(input)),
    recommendStrategy: (input) => ask('recommendStrategy', recommendStrategyPrompt(input)),
    chatReply: (input) => ask('chatReply', chatReplyPrompt(input)),
  };
}

/**
 * The request parameter a 400 answer refuses, among `names`: newer models reject `temperature`
 * ("`temperature` is deprecated for this model") and OpenAI's reasoning models `max_tokens`. The
 * clients then resend without it (or with its replacement) and remember that for later calls.
 */
export function rejectedParameter<T extends string>(
  status: number | undefined,
  message: string,
  names: readonly T[],
): T | undefined {
  if (status !== 400) return undefined;
  return names.find((name) => message.includes(name));
}
