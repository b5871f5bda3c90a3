// The AI routes (issue 16 point 4): thoughts → tasks and the assistant chat, for a signed-in person
// only, through the configured provider (AI_PROVIDER). Both share one per-user rate limit
// (AI_RATE_LIMIT_PER_MINUTE; 429 RATE_LIMITED with Retry-After), have body limits sized to their text
// limits, store nothing, and never log the person's text, the prompt or the model's answer in
// production. Failures of the provider answer AI_UNAVAILABLE (502), AI_TIMEOUT (504) or
// AI_UNPARSABLE (502) with the spec's text.
import {
  CHAT_HISTORY_SENT,
  CHAT_MESSAGE_MAX_LENGTH,
  DomainError,
  THOUGHTS_TEXT_MAX_LENGTH,
  chatReplySchema,
  chatRequestSchema,
  thoughtsToTasksInputSchema,
  thoughtsToTasksResponseSchema,
} from '@fokus/core';
import type { FastifyReply } from 'fastify';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation } from '../../shared/api-operation.js';
import type { AiDeps } from './ai-deps.js';
import { answerChat } from './answer-chat.js';
import { createAiProvider } from './create-provider.js';
import type { AiLogger, AiProvider } from './provider.js';
import { FixedWindowRateLimiter } from './rate-limit.js';
import { checkTimeZone } from './request-clock.js';
import { turnThoughtsIntoTasks } from './turn-thoughts-into-tasks.js';

const TAG = 'ai';

/**
 * Bytes one character of a text may take in a JSON body: written as a `\uXXXX` escape it is six, so
 * the longest allowed text always fits, however a client encodes it.
 */
const JSON_BYTES_PER_CHARACTER = 6;
/** Room for the other fields, the keys and the braces. */
const BODY_OVERHEAD_BYTES = 4096;

/** The thoughts body: a text of THOUGHTS_TEXT_MAX_LENGTH characters and the small fields. */
export const THOUGHTS_BODY_LIMIT_BYTES =
  THOUGHTS_TEXT_MAX_LENGTH * JSON_BYTES_PER_CHARACTER + BODY_OVERHEAD_BYTES;
/**
 * The chat body: the message and CHAT_HISTORY_SENT earlier messages of at most CHAT_MESSAGE_MAX_LENGTH
 * characters each, with room for the actions an assistant message carries.
 */
export const CHAT_BODY_LIMIT_BYTES =
  (CHAT_HISTORY_SENT + 1) * CHAT_MESSAGE_MAX_LENGTH * JSON_BYTES_PER_CHARACTER + 16 * BODY_OVERHEAD_BYTES;

const FAILURES = {
  429: {
    description: 'RATE_LIMITED: too many AI requests this minute; Retry-After says how many seconds to wait',
  },
  502: {
    description:
      'AI_UNAVAILABLE: the provider failed or could not be reached; AI_UNPARSABLE: its answer could not be read',
  },
  504: { description: 'AI_TIMEOUT: the provider did not answer in time' },
  413: { description: 'PAYLOAD_TOO_LARGE: the body is over the limit of its texts' },
} as const;

const operations = {
  thoughtsToTasks: defineOperation({
    method: 'POST',
    url: '/api/ai/thoughts-to-tasks',
    tag: TAG,
    summary: 'Turn a brain dump into at most 8 suggested tasks (nothing is stored)',
    body: thoughtsToTasksInputSchema.superRefine(checkTimeZone),
    bodyLimit: THOUGHTS_BODY_LIMIT_BYTES,
    responses: {
      200: { description: 'The suggested tasks', schema: thoughtsToTasksResponseSchema },
      ...FAILURES,
    },
  }),
  chat: defineOperation({
    method: 'POST',
    url: '/api/ai/chat',
    tag: TAG,
    summary:
      "The assistant's reply, with the person's own tasks and strategies as context; its actions are proposals only",
    body: chatRequestSchema.superRefine(checkTimeZone),
    bodyLimit: CHAT_BODY_LIMIT_BYTES,
    responses: {
      200: { description: 'The reply and its proposed actions (applied: false)', schema: chatReplySchema },
      ...FAILURES,
    },
  }),
};

export const aiModule = defineModule({
  name: 'ai',
  operations,
  async register(app, deps) {
    const production = deps.config.isProduction;
    // Only the provider's structured fields (provider, purpose, code, status) and, outside
    // production, its redacted error message reach the log; never a prompt, a text or an answer.
    const logger: AiLogger = { warn: (details, message) => app.log.warn(details, message) };
    let provider: Promise<AiProvider> | undefined;
    const aiDeps: AiDeps = {
      db: deps.db,
      now: deps.now,
      provider: () => {
        provider ??= createAiProvider(deps.config.ai, {
          logger,
          logErrorMessages: !production,
          ...deps.aiClient,
        });
        return provider;
      },
    };
    const limiter = new FixedWindowRateLimiter(deps.config.aiRateLimitPerMinute);

    /** Counts the request against the person's minute; a 429 with Retry-After past the limit. */
    function limit(userId: string, reply: FastifyReply): void {
      const decision = limiter.take(userId, deps.now().getTime());
      if (decision.allowed) return;
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new DomainError('RATE_LIMITED');
    }

    routeOperation(app, operations.thoughtsToTasks, ({ user, body, reply }) => {
      limit(user.id, reply);
      return turnThoughtsIntoTasks(aiDeps, body);
    });
    routeOperation(app, operations.chat, ({ user, body, reply }) => {
      limit(user.id, reply);
      return answerChat(aiDeps, user.id, body);
    });
  },
});
