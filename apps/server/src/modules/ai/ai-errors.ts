// The text shown for each failed AI call (spec §8 'AI errors'), by purpose and error code. Every text
// comes from core (AI_MESSAGES, ASSISTANT_ERROR_TEXTS); this table only says which one applies where.
import { AI_MESSAGES, assistantErrorText, type AssistantLanguage } from '@fokus/core';
import type { AiError, AiErrorCode, AiPurpose } from './provider.js';

const UNAVAILABLE_OR_LATE = ['AI_UNAVAILABLE', 'AI_TIMEOUT'] as const;

/** The spec's text for a failed call of `purpose` (chat texts follow the reply language). */
export function aiErrorMessage(purpose: AiPurpose, code: AiErrorCode, language: AssistantLanguage): string {
  const unreadable = !(UNAVAILABLE_OR_LATE as readonly string[]).includes(code);
  switch (purpose) {
    case 'thoughtsToTasks':
      // 'Не удалось обработать запрос. Попробуйте позже.' / 'Не удалось разобрать ответ ИИ.'
      return unreadable ? AI_MESSAGES.unparsableAnswer : AI_MESSAGES.importFailed;
    case 'groupTasks':
    case 'recommendStrategy':
      // 'Failed to group tasks. Please try again later.' (a recommendation never fails: smart_batching)
      return AI_MESSAGES.groupingFailed;
    case 'chatReply':
      // The assistant has trouble, try later / the localised 'could you rephrase the request?'.
      return unreadable ? assistantErrorText(language) : AI_MESSAGES.chatFailure;
  }
}

/** A typed AI error of `purpose`. */
export function aiError(purpose: AiPurpose, code: AiErrorCode, language: AssistantLanguage = 'ru'): AiError {
  return { code, message: aiErrorMessage(purpose, code, language) };
}
