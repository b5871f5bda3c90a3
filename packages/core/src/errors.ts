/**
 * Typed error codes of spec §5 and §8 with their ru/en texts, and the DomainError every core
 * rule throws. The server maps each code to one HTTP status and answers `{ code, message }`.
 */
import { MVD_MAX_TASKS } from './constants';
import type { Language } from './settings';

/** Localised texts of one error; `en` is the spec's wording and the server's default message. */
export interface ErrorText {
  readonly en: string;
  readonly ru: string;
}

/** Every error code with its texts; the order groups spec rules first, generic server codes last. */
export const ERROR_TEXTS = {
  TASK_TITLE_EMPTY: { en: 'Task title cannot be empty', ru: 'Название задачи не может быть пустым' },
  MVD_LIMIT_EXCEEDED: {
    en: `Minimum viable day can have maximum ${MVD_MAX_TASKS} tasks`,
    ru: `Минимально жизнеспособный день может содержать не более ${MVD_MAX_TASKS} задач`,
  },
  INSUFFICIENT_ACCESS_DATA: { en: 'Insufficient access data', ru: 'Недостаточно данных для доступа' },
  TASK_NOT_FOUND: { en: 'Task not found', ru: 'Задача не найдена' },
  DUPLICATE_TASK_ID: {
    en: 'Several tasks share one ID',
    ru: 'Несколько задач имеют один и тот же ID',
  },
  TASK_NOT_DELEGATED: { en: 'Task not delegated', ru: 'Задача не делегирована' },
  INVALID_ACCESS_TOKEN: { en: 'Invalid access token', ru: 'Недействительный токен доступа' },
  TASK_ALREADY_COMPLETED: {
    en: 'Task is already marked as completed',
    ru: 'Задача уже отмечена как выполненная',
  },
  TASK_IS_NOT_DELEGATED: { en: 'Task is not delegated', ru: 'Задача не является делегированной' },
  COMMENT_EMPTY: { en: 'Comment cannot be empty', ru: 'Комментарий не может быть пустым' },
  ASSIGNEE_NAME_EMPTY: { en: 'Name cannot be empty', ru: 'Имя не может быть пустым' },
  ASSIGNEE_FIELD_FORBIDDEN: {
    en: 'The assignee may only complete the task, set their name, comment and attach files',
    ru: 'Исполнитель может только завершить задачу, указать своё имя, комментировать и прикреплять файлы',
  },
  INVALID_STATUS_TRANSITION: {
    en: 'This status change is not allowed',
    ru: 'Такая смена статуса недоступна',
  },
  TAG_NAME_TAKEN: { en: 'A tag with this name already exists', ru: 'Тег с таким названием уже есть' },
  INVALID_OPERATION: { en: 'Invalid offline operation', ru: 'Недопустимая офлайн-операция' },
  QUEUE_OWNER_MISMATCH: {
    en: 'These operations were queued by another user',
    ru: 'Эти операции поставлены в очередь другим пользователем',
  },
  BATCH_LIMIT: {
    en: 'Too many operations in one request: send the rest again',
    ru: 'Слишком много операций в одном запросе: отправьте остальные ещё раз',
  },
  VALIDATION_ERROR: { en: 'Invalid request data', ru: 'Некорректные данные запроса' },
  BAD_REQUEST: { en: 'Bad request', ru: 'Некорректный запрос' },
  INVALID_JSON: { en: 'The request body is not valid JSON', ru: 'Тело запроса не является корректным JSON' },
  NOT_FOUND: { en: 'Not found', ru: 'Не найдено' },
  CONFLICT: { en: 'This id is already in use', ru: 'Этот идентификатор уже используется' },
  UNAUTHENTICATED: { en: 'User not authenticated', ru: 'Пользователь не авторизован' },
  FORBIDDEN: { en: 'Access denied', ru: 'Доступ запрещён' },
  FORBIDDEN_ORIGIN: { en: 'Request origin is not allowed', ru: 'Источник запроса не разрешён' },
  METHOD_NOT_ALLOWED: { en: 'Method not allowed', ru: 'Метод не поддерживается' },
  PAYLOAD_TOO_LARGE: { en: 'Request is too large', ru: 'Слишком большой запрос' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Unsupported content type', ru: 'Неподдерживаемый тип содержимого' },
  UNPROCESSABLE_ENTITY: { en: 'The request could not be processed', ru: 'Запрос не может быть обработан' },
  RATE_LIMITED: { en: 'Too many requests, try again later', ru: 'Слишком много запросов, попробуйте позже' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is unavailable right now, try again later',
    ru: 'Сервис сейчас недоступен, попробуйте позже',
  },
  INTERNAL_ERROR: { en: 'An unexpected error occurred', ru: 'Произошла непредвиденная ошибка' },
  /** The AI provider could not be reached or answered with an error (spec §8 import failure text). */
  AI_UNAVAILABLE: {
    en: 'Could not process the request. Try again later.',
    ru: 'Не удалось обработать запрос. Попробуйте позже.',
  },
  /** The AI provider did not answer in time. */
  AI_TIMEOUT: {
    en: 'Could not process the request. Try again later.',
    ru: 'Не удалось обработать запрос. Попробуйте позже.',
  },
  /** The AI provider's answer could not be read (spec §8). */
  AI_UNPARSABLE: { en: "Could not read the AI's answer.", ru: 'Не удалось разобрать ответ ИИ.' },
} as const satisfies Record<string, ErrorText>;

/** A typed error code. */
export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Notes the UI shows beside a control (not failures, so no HTTP status), with their ru/en texts. */
export const NOTICE_TEXTS = {
  /** Delegated page: the 'Mark as Completed' button is disabled with this note once done (spec §4). */
  DELEGATED_TASK_ALREADY_COMPLETED: {
    en: 'Task already marked as completed',
    ru: 'Задача уже отмечена как выполненная',
  },
} as const satisfies Record<string, ErrorText>;

/** A notice code. */
export type NoticeCode = keyof typeof NOTICE_TEXTS;

/** The text of a notice in the given language (English by default). */
export function noticeMessage(code: NoticeCode, language: Language = 'en'): string {
  return NOTICE_TEXTS[code][language];
}

/** All error codes, for exhaustive tables such as the server's code → HTTP status map. */
export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[];

/** Translation keys the spec names for some errors (spec §5, §8), so the web reuses them. */
export const ERROR_MESSAGE_KEYS: Partial<Record<ErrorCode, string>> = {
  TASK_TITLE_EMPTY: 'taskTitleEmpty',
  UNAUTHENTICATED: 'userNotAuthenticated',
};

/** True when `value` is a known error code (e.g. one received from the server). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** The text of an error code in the given language (English by default, as the server answers). */
export function errorMessage(code: ErrorCode, language: Language = 'en'): string {
  return ERROR_TEXTS[code][language];
}

/**
 * An expected, user-facing failure of a business rule, carrying a typed code and the spec's text. Use
 * cases throw it too; the server answers `{ code, message }` with the code's one HTTP status.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  /** The typed code the server maps to an HTTP status. */
  readonly code: ErrorCode;
  /** Optional structured detail (e.g. which field failed); never shown to the user as is. */
  readonly details: unknown;

  /**
   * `message` replaces the code's English text with a more precise one that is safe to show (e.g.
   * 'strategyId: Strategy not found'); without it the message is the code's text.
   */
  constructor(code: ErrorCode, details?: unknown, message?: string) {
    super(message ?? ERROR_TEXTS[code].en);
    this.code = code;
    this.details = details;
  }
}

/** True when `error` is a DomainError, optionally with the given code. */
export function isDomainError(error: unknown, code?: ErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
