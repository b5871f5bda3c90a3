// The one place every provider's answer passes through (issue 6 point 2): a call that throws or times
// out becomes a typed error with the spec's text; a model's text is read as JSON; the result goes through
// core's normalisation (tasks ≤ 8 within the limits, groupings of known ids only, recommendation with
// the smart_batching fallback, assistant replies with their fallbacks); actions that name a task or
// strategy not given in the input are dropped; no string keeps a control character.
import {
  AI_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  extractAssistantJson,
  normaliseAiTasks,
  normaliseAssistantActions,
  normaliseGrouping,
  normaliseStrategyRecommendation,
  ownProperty,
  parseAssistantReply,
  truncate,
  type AssistantAction,
  type AssistantLanguage,
  type ChatReply,
  cleanText,
  keepOwnActions,
  looksLikeBrokenJson,
  parseJsonAnswer,
  sanitiseJson,
  withDeadlinesInUserZone,
} from '@fokus/core';
import { aiError } from './ai-errors.js';
import { translateActionIds, translateGroupIds } from './answer-ids.js';
import {
  ModelCallError,
  type AiErrorCode,
  type AiLogger,
  type AiProvider,
  type AiPurpose,
  type AiResult,
  type RawAiProvider,
  type RawAnswer,
} from './provider.js';
import { describeError, errorName } from './redact.js';

export interface NormaliseOptions {
  logger?: AiLogger;
  /** Values that must never appear in a log line (API keys). */
  secrets?: readonly (string | undefined)[];
  /**
   * False in production: an error's message may quote the request or the answer (an API's 400 can echo
   * the prompt), so only its class name is logged.
   */
  logErrorMessages?: boolean;
}

type Outcome = { ok: true; answer: RawAnswer } | { ok: false; code: AiErrorCode };

/** True when `value` is a list, or an object holding a list under `key` (the shapes core's normalisers read). */
function holdsList(value: unknown, key: string): boolean {
  return Array.isArray(value) || Array.isArray(ownProperty(value, key));
}

/** The answer's JSON value, sanitised; undefined when a model's text holds none. */
function answerValue(answer: RawAnswer): unknown {
  return sanitiseJson(answer.kind === 'value' ? answer.value : parseJsonAnswer(answer.text));
}

/** Action strings are stored later (task titles, descriptions): bounded like an AI description. */
const ACTION_TEXT_MAX_LENGTH = 500;

function boundStrings(value: unknown): unknown {
  if (typeof value === 'string') return truncate(value, ACTION_TEXT_MAX_LENGTH);
  if (Array.isArray(value)) return value.map(boundStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, boundStrings(item)]));
  }
  return value;
}

function finishReply(
  reply: ChatReply,
  taskIds: ReadonlySet<string>,
  strategyIds: ReadonlySet<string>,
): ChatReply {
  const message = truncate(cleanText(reply.message).trim(), CHAT_MESSAGE_MAX_LENGTH);
  const actions = keepOwnActions(reply.actions, taskIds, strategyIds).map(
    (action) => boundStrings(sanitiseJson(action)) as AssistantAction,
  );
  return { message: message === '' ? AI_MESSAGES.emptyReply : message, actions };
}

/** Wraps a provider so that it never throws and every answer is normalised (see the file comment). */
export function normalised(raw: RawAiProvider, options: NormaliseOptions = {}): AiProvider {
  const secrets = options.secrets ?? [];
  const logErrorMessages = options.logErrorMessages ?? true;

  function log(purpose: AiPurpose, code: AiErrorCode, error?: unknown): void {
    options.logger?.warn(
      {
        provider: raw.name,
        purpose,
        code,
        ...(error instanceof ModelCallError && error.status !== undefined ? { status: error.status } : {}),
        ...(error === undefined
          ? {}
          : { error: logErrorMessages ? describeError(error, secrets) : errorName(error) }),
      },
      'AI call gave no usable answer',
    );
  }

  async function call(purpose: AiPurpose, run: () => Promise<RawAnswer>): Promise<Outcome> {
    try {
      return { ok: true, answer: await run() };
    } catch (error) {
      const code = error instanceof ModelCallError ? error.code : 'AI_UNAVAILABLE';
      log(purpose, code, error);
      return { ok: false, code };
    }
  }

  function failure<T>(purpose: AiPurpose, code: AiErrorCode, language?: AssistantLanguage): AiResult<T> {
    return { ok: false, error: aiError(purpose, code, language) };
  }

  /** Last line of defence: a bug in a normaliser must not become a 5xx either. */
  async function guarded<T>(
    purpose: AiPurpose,
    language: AssistantLanguage,
    run: () => Promise<AiResult<T>>,
    fallback?: () => T,
  ): Promise<AiResult<T>> {
    try {
      return await run();
    } catch (error) {
      log(purpose, 'AI_UNAVAILABLE', error);
      return fallback ? { ok: true, value: fallback() } : failure(purpose, 'AI_UNAVAILABLE', language);
    }
  }

  return {
    name: raw.name,

    thoughtsToTasks: (input) =>
      guarded('thoughtsToTasks', input.language ?? 'ru', async () => {
        const outcome = await call('thoughtsToTasks', () => raw.thoughtsToTasks(input));
        if (!outcome.ok) return failure('thoughtsToTasks', outcome.code);
        const value = answerValue(outcome.answer);
        if (!holdsList(value, 'tasks')) {
          log('thoughtsToTasks', 'AI_UNPARSABLE');
          return failure('thoughtsToTasks', 'AI_UNPARSABLE');
        }
        return {
          ok: true,
          value: normaliseAiTasks(withDeadlinesInUserZone(value, input.clock), input.clock.now),
        };
      }),

    groupTasks: (input) =>
      guarded('groupTasks', input.language ?? 'en', async () => {
        const outcome = await call('groupTasks', () => raw.groupTasks(input));
        if (!outcome.ok) return failure('groupTasks', outcome.code);
        const { answer } = outcome;
        const value = answerValue(answer);
        if (!holdsList(value, 'groups')) {
          log('groupTasks', 'AI_UNPARSABLE');
          return failure('groupTasks', 'AI_UNPARSABLE');
        }
        const translated =
          answer.kind === 'text' && answer.ids ? translateGroupIds(value, answer.ids) : value;
        return {
          ok: true,
          value: normaliseGrouping(
            translated,
            input.tasks.map((task) => task.id),
          ),
        };
      }),

    recommendStrategy: (input) =>
      guarded(
        'recommendStrategy',
        input.language ?? 'en',
        async () => {
          const outcome = await call('recommendStrategy', () => raw.recommendStrategy(input));
          // Spec §8: a failed recommendation silently falls back to smart_batching with default reasons.
          const value = outcome.ok ? answerValue(outcome.answer) : undefined;
          if (outcome.ok && value === undefined) log('recommendStrategy', 'AI_UNPARSABLE');
          return { ok: true, value: normaliseStrategyRecommendation(value) };
        },
        () => normaliseStrategyRecommendation(undefined),
      ),

    chatReply: (input) =>
      guarded('chatReply', input.language, async () => {
        const outcome = await call('chatReply', () => raw.chatReply(input));
        if (!outcome.ok) return failure('chatReply', outcome.code, input.language);
        const { answer } = outcome;
        const taskIds = new Set(input.tasks.map((task) => task.id));
        const strategyIds = new Set(input.strategies.map((strategy) => strategy.id));
        if (answer.kind === 'value') {
          const value = sanitiseJson(answer.value);
          const message = ownProperty(value, 'message');
          const reply = {
            message: typeof message === 'string' ? message : '',
            actions: normaliseAssistantActions(ownProperty(value, 'actions')),
          };
          return { ok: true, value: finishReply(reply, taskIds, strategyIds) };
        }
        // A reply cut off or broken inside its JSON would show raw JSON to the user: the localised error.
        if (
          extractAssistantJson(answer.text) === null &&
          (answer.truncated || looksLikeBrokenJson(answer.text))
        ) {
          log('chatReply', 'AI_UNPARSABLE');
          return failure('chatReply', 'AI_UNPARSABLE', input.language);
        }
        const parsed = parseAssistantReply(answer.text, input.message);
        const reply = answer.ids
          ? { ...parsed, actions: translateActionIds(parsed.actions, answer.ids) }
          : parsed;
        return { ok: true, value: finishReply(reply, taskIds, strategyIds) };
      }),
  };
}
