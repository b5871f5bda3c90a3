// The one AI interface of the server (issue 6): the spec's four purposes, each answering a typed result
// instead of throwing. Every provider (local engine, Anthropic, any OpenAI-compatible endpoint) is a
// `RawAiProvider`; `normalised()` (normalised.ts) turns it into an `AiProvider`, so parsing, core's
// normalisation, id checks and error texts live in one place for all three.
import type {
  AiGrouping,
  AiStrategyContext,
  AiSuggestedTask,
  AiTaskContext,
  AssistantLanguage,
  ChatMessage,
  ChatReply,
  GroupingStrategy,
  StrategyRecommendation,
} from '@fokus/core';

/** The user's clock (core's `AiClock`: the instant and their time zone). */
export type { AiClock } from '@fokus/core';
import type { AiClock } from '@fokus/core';

/** The AI purposes of spec §7. */
export const AI_PURPOSES = ['thoughtsToTasks', 'groupTasks', 'recommendStrategy', 'chatReply'] as const;

/** One AI purpose. */
export type AiPurpose = (typeof AI_PURPOSES)[number];

export interface ThoughtsToTasksInput {
  /** The brain dump, as typed. */
  readonly text: string;
  /** Language of the text; detected from it when absent. */
  readonly language?: AssistantLanguage;
  readonly clock: AiClock;
}

export interface GroupTasksInput {
  /** The tasks to group (compacted by core's `compactTask`). */
  readonly tasks: readonly AiTaskContext[];
  readonly strategy: GroupingStrategy;
  /** Language of group names and descriptions; detected from the titles when absent. */
  readonly language?: AssistantLanguage;
  readonly clock: AiClock;
}

export interface RecommendStrategyInput {
  readonly tasks: readonly AiTaskContext[];
  /** Language of the reasons; detected from the titles when absent. */
  readonly language?: AssistantLanguage;
  readonly clock: AiClock;
}

export interface ChatReplyInput {
  /** The user's new message. */
  readonly message: string;
  /** Earlier messages, oldest first; only the last CHAT_HISTORY_SENT are used. */
  readonly history: readonly Pick<ChatMessage, 'role' | 'content'>[];
  readonly tasks: readonly AiTaskContext[];
  readonly strategies: readonly AiStrategyContext[];
  /** A coach persona id (core personas); an unknown one means the first persona. */
  readonly personaId: string;
  readonly language: AssistantLanguage;
  readonly clock: AiClock;
}

/**
 * Why an AI call gave no usable answer: the provider could not be reached or answered with an error
 * (after the SDK's retries), it did not answer in time, or its answer could not be read.
 */
export type AiErrorCode = 'AI_UNAVAILABLE' | 'AI_TIMEOUT' | 'AI_UNPARSABLE';

/** A failed AI call: a code, and the spec's text (§8) for that purpose, safe to show the user. */
export interface AiError {
  readonly code: AiErrorCode;
  readonly message: string;
}

/** The answer of an AI call. Nothing is stored on either branch; the caller decides what to keep. */
export type AiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AiError };

/** What the server's features call. Never throws; every value is within the spec's limits (§5). */
export interface AiProvider {
  /** Which provider answers: 'local', 'anthropic' or 'openai'. */
  readonly name: string;
  /** Thoughts → at most 8 normalised tasks (an empty list when the text holds no action). */
  thoughtsToTasks(input: ThoughtsToTasksInput): Promise<AiResult<AiSuggestedTask[]>>;
  /** Groups the given tasks; only their ids appear in the answer, each once. */
  groupTasks(input: GroupTasksInput): Promise<AiResult<AiGrouping>>;
  /** A grouping strategy with reasons; any failure silently becomes smart_batching (spec §8). */
  recommendStrategy(input: RecommendStrategyInput): Promise<AiResult<StrategyRecommendation>>;
  /** The assistant's reply; its actions only name the given tasks and strategies. */
  chatReply(input: ChatReplyInput): Promise<AiResult<ChatReply>>;
}

/**
 * A provider's answer before normalisation: either a value the provider built itself (the local
 * engine), or a model's text (LLMs). `ids` maps the short ids the model was shown back to real ids.
 */
export type RawAnswer =
  | { readonly kind: 'value'; readonly value: unknown }
  | {
      readonly kind: 'text';
      readonly text: string;
      /** The model stopped at max_tokens: the text is cut off. */
      readonly truncated: boolean;
      readonly ids?: ReadonlyMap<string, string>;
    };

/** What each provider implements; it may throw (see ModelCallError). Wrapped by `normalised()`. */
export interface RawAiProvider {
  readonly name: string;
  thoughtsToTasks(input: ThoughtsToTasksInput): Promise<RawAnswer>;
  groupTasks(input: GroupTasksInput): Promise<RawAnswer>;
  recommendStrategy(input: RecommendStrategyInput): Promise<RawAnswer>;
  chatReply(input: ChatReplyInput): Promise<RawAnswer>;
}

/** A failed model call, classified by the model client (its details are for the log only). */
export class ModelCallError extends Error {
  constructor(
    readonly code: Exclude<AiErrorCode, 'AI_UNPARSABLE'>,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/** The log the AI module writes to (a pino/Fastify logger fits). */
export interface AiLogger {
  warn(details: Record<string, unknown>, message: string): void;
}
