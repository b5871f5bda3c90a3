// Spec §7 'AI provider calls': each purpose is one user message with these limits. Timeout and retries
// are the SDKs' defaults, which are spec §9's (10 minutes; 2 retries on 408, 409, 429 and 5xx).
import type { AiPurpose } from './provider.js';

export interface AiCallSettings {
  readonly maxTokens: number;
  readonly temperature: number;
}

/** max_tokens and temperature of each purpose (spec §7). */
export const AI_CALL_SETTINGS: Readonly<Record<AiPurpose, AiCallSettings>> = {
  thoughtsToTasks: { maxTokens: 3000, temperature: 0.1 },
  groupTasks: { maxTokens: 4000, temperature: 0.2 },
  recommendStrategy: { maxTokens: 1000, temperature: 0.1 },
  chatReply: { maxTokens: 2000, temperature: 0.1 },
};

/** Model used when AI_MODEL is unset, per provider: a Sonnet-class model that still accepts temperature. */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-6';
/** Model used with OpenAI's own endpoint when AI_MODEL is unset (other endpoints must name one). */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';
/** OpenAI's endpoint, used when OPENAI_BASE_URL is unset. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Anthropic's endpoint (passed explicitly so the SDK never reads its own environment variables). */
export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
