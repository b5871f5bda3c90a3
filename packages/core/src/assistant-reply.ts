/**
 * Reading the chat assistant's reply (spec §5, §8): JSON `{message, actions}` taken directly, from a
 * fenced code block or from the outermost braces; else a fallback that turns a Russian request to
 * create, change, delegate or assign into tasks. Also language detection and the localised AI texts.
 */
import { AI_TASKS_KEPT, AI_TITLE_MAX_LENGTH, ASSISTANT_ACTIONS_MAX, CHAT_HISTORY_SENT } from './constants';
import type { z } from 'zod';
import type { assistantLanguageSchema } from './schemas/common';
import {
  assistantActionSchema,
  type AssistantAction,
  type ChatMessage,
  type ChatReply,
} from './schemas/assistant';
import { jsonAnswerValues } from './ai-answer';
import { ownProperty, truncate } from './text';

/** Languages the assistant answers in (derived from its schema, so the list exists once). */
export type AssistantLanguage = z.infer<typeof assistantLanguageSchema>;

/** Localised error reply when a reply cannot be used (spec §8). */
export const ASSISTANT_ERROR_TEXTS: Readonly<Record<AssistantLanguage, string>> = {
  en: 'An error occurred during processing. Could you rephrase the request?',
  ru: 'Произошла ошибка при обработке. Не могли бы вы переформулировать запрос?',
  fr: "Une erreur s'est produite lors du traitement. Pourriez-vous reformuler la demande ?",
};

/** Russian replies and AI failure texts of spec §8. */
export const AI_MESSAGES = {
  /** Chat failure: the assistant has trouble processing requests, try later. */
  chatFailure: 'Извините, у меня сейчас проблемы с обработкой запросов. Пожалуйста, попробуйте позже.',
  /** Empty model text: the message was received but no answer could be formed. */
  emptyReply: 'Я получил ваше сообщение, но не смог сформировать ответ. Пожалуйста, переформулируйте запрос.',
  /** Task import could not be processed. */
  importFailed: 'Не удалось обработать запрос. Попробуйте позже.',
  /** Grouping failed. */
  groupingFailed: 'Failed to group tasks. Please try again later.',
  /** The AI's answer could not be parsed. */
  unparsableAnswer: 'Не удалось разобрать ответ ИИ.',
  /** Strategy assignment found no match. */
  noMatchingStrategies: 'Подходящие стратегии не найдены. Попробуйте создать новые стратегии.',
  /** Import toast title and text. */
  importErrorTitle: 'Ошибка импорта',
  importErrorText: 'Не удалось импортировать задачи. Попробуйте еще раз.',
  /** AI creation toast title and text. */
  creationErrorTitle: 'Ошибка создания',
  creationErrorText: 'Не удалось создать задачи через ИИ. Попробуйте еще раз.',
} as const;

/** The localised error reply. */
export function assistantErrorText(language: AssistantLanguage): string {
  return ASSISTANT_ERROR_TEXTS[language];
}

/** Latin-script Russian task words (transliterated input) that also mark a message as Russian. */
const RUSSIAN_TASK_WORDS = /\b(zadach\w*|sdelat\w*|kupit\w*|pozvonit\w*|napomn\w*|vstrech\w*)\b/i;

/** Detects the reply language: Cyrillic letters or Russian task words → ru, otherwise en. */
export function detectLanguage(text: string): 'ru' | 'en' {
  return /[а-яё]/i.test(text) || RUSSIAN_TASK_WORDS.test(text) ? 'ru' : 'en';
}

/** The history sent with a chat message: the last 8 messages. */
export function chatHistoryForPrompt<T extends Pick<ChatMessage, 'role' | 'content'>>(
  messages: readonly T[],
): T[] {
  return messages.slice(-CHAT_HISTORY_SENT);
}

/** JSON candidates of a reply in the spec's order: whole text, fenced code blocks, outermost braces. */

/** Keeps the well-formed actions, each forced to applied: false (the user has not accepted it yet). */
export function normaliseAssistantActions(value: unknown): AssistantAction[] {
  if (!Array.isArray(value)) return [];
  const actions: AssistantAction[] = [];
  for (const raw of value.slice(0, ASSISTANT_ACTIONS_MAX)) {
    const result = assistantActionSchema.safeParse(raw);
    if (result.success) actions.push({ ...result.data, applied: false });
  }
  return actions;
}

/** Extracts `{message, actions}` from a reply text, or null when no JSON object with a message is found. */
export function extractAssistantJson(text: string): ChatReply | null {
  for (const parsed of jsonAnswerValues(text)) {
    const message = ownProperty(parsed, 'message');
    if (typeof message === 'string') {
      return { message, actions: normaliseAssistantActions(ownProperty(parsed, 'actions')) };
    }
  }
  return null;
}

/** Russian verb stems for create, change, delegate and assign that trigger the fallback. */
const FALLBACK_VERBS = /(созда|добав|измени|изменя|поменя|делегир|назнач|поруч)[а-яё]*/i;

/** Leading request words stripped before splitting the message into task titles. */
const REQUEST_PREFIX =
  /^\s*(пожалуйста[,\s]+)?(созда|добав|измени|изменя|поменя|делегир|назнач|поруч)[а-яё]*(\s+(мне|пожалуйста))?(\s+(задач[а-яё]*|напоминани[а-яё]*))?\s*[:\-—]?\s*/i;

/** True when the user text asks (in Russian) to create, change, delegate or assign. */
export function hasFallbackVerb(userText: string): boolean {
  return FALLBACK_VERBS.test(userText);
}

/** Task titles read from a request: the verb phrase removed, split on lines, ";" and "," lists. */
export function tasksFromMessage(userText: string): string[] {
  const body = userText.replace(REQUEST_PREFIX, '');
  return body
    .split(/\r?\n|;|,(?=\s)/)
    .map((part) => part.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((part) => part !== '')
    .map((part) => truncate(part, AI_TITLE_MAX_LENGTH))
    .slice(0, AI_TASKS_KEPT);
}

/**
 * Reads the assistant's reply text for the user's message. Uses the JSON when found; otherwise
 * the text itself becomes the message, with create_task actions when the fallback verbs apply.
 */
export function parseAssistantReply(replyText: string, userText: string): ChatReply {
  const extracted = extractAssistantJson(replyText);
  if (extracted) return extracted;
  const message = replyText.trim() === '' ? AI_MESSAGES.emptyReply : replyText.trim();
  if (!hasFallbackVerb(userText)) return { message, actions: [] };
  const actions = tasksFromMessage(userText).map((title): AssistantAction => ({
    type: 'create_task',
    taskData: { title },
    applied: false,
  }));
  return { message, actions };
}
