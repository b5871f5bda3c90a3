import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  ERROR_TEXTS,
  NOTICE_TEXTS,
  errorMessage,
  noticeMessage,
  isDomainError,
  isErrorCode,
} from './errors';

describe('error catalogue', () => {
  it('uses the spec texts verbatim in English', () => {
    expect(ERROR_TEXTS.TASK_TITLE_EMPTY.en).toBe('Task title cannot be empty');
    expect(ERROR_TEXTS.MVD_LIMIT_EXCEEDED.en).toBe('Minimum viable day can have maximum 3 tasks');
    expect(ERROR_TEXTS.INSUFFICIENT_ACCESS_DATA.en).toBe('Insufficient access data');
    expect(ERROR_TEXTS.TASK_NOT_FOUND.en).toBe('Task not found');
    expect(ERROR_TEXTS.TASK_NOT_DELEGATED.en).toBe('Task not delegated');
    expect(ERROR_TEXTS.INVALID_ACCESS_TOKEN.en).toBe('Invalid access token');
    expect(ERROR_TEXTS.TASK_ALREADY_COMPLETED.en).toBe('Task is already marked as completed');
    expect(ERROR_TEXTS.TASK_IS_NOT_DELEGATED.en).toBe('Task is not delegated');
    expect(ERROR_TEXTS.UNAUTHENTICATED.en).toBe('User not authenticated');
    expect(ERROR_TEXTS.INTERNAL_ERROR.en).toBe('An unexpected error occurred');
  });

  it('has a non-empty, distinct Russian text for every code', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessage(code, 'ru').length).toBeGreaterThan(0);
      expect(errorMessage(code, 'ru')).not.toBe(errorMessage(code, 'en'));
    }
  });

  it('includes the generic server codes', () => {
    for (const code of [
      'VALIDATION_ERROR',
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'FORBIDDEN_ORIGIN',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
      'CONFLICT',
      'BAD_REQUEST',
      'FORBIDDEN',
      'METHOD_NOT_ALLOWED',
      'UNSUPPORTED_MEDIA_TYPE',
      'INVALID_JSON',
      'UNPROCESSABLE_ENTITY',
      'QUEUE_OWNER_MISMATCH',
      'BATCH_LIMIT',
      'SERVICE_UNAVAILABLE',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('keeps the spec translation keys', () => {
    expect(ERROR_MESSAGE_KEYS.TASK_TITLE_EMPTY).toBe('taskTitleEmpty');
    expect(ERROR_MESSAGE_KEYS.UNAUTHENTICATED).toBe('userNotAuthenticated');
  });

  it('defaults to English', () => {
    expect(errorMessage('TASK_NOT_FOUND')).toBe('Task not found');
    expect(errorMessage('TASK_NOT_FOUND', 'ru')).toBe('Задача не найдена');
  });
});

describe('DomainError', () => {
  it('carries the code, the English text and details', () => {
    const error = new DomainError('MVD_LIMIT_EXCEEDED', { limit: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('MVD_LIMIT_EXCEEDED');
    expect(error.message).toBe('Minimum viable day can have maximum 3 tasks');
    expect(error.details).toEqual({ limit: 3 });
  });

  it('takes a more precise safe message instead of the code text', () => {
    const error = new DomainError(
      'VALIDATION_ERROR',
      { field: 'strategyId' },
      'strategyId: Strategy not found',
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('strategyId: Strategy not found');
    expect(error.details).toEqual({ field: 'strategyId' });
  });

  it('is recognised by isDomainError with or without a code', () => {
    const error = new DomainError('TASK_NOT_FOUND');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'TASK_NOT_FOUND')).toBe(true);
    expect(isDomainError(error, 'NOT_FOUND')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});

describe('notice texts', () => {
  it("has the delegated page's note verbatim, with a Russian text", () => {
    expect(NOTICE_TEXTS.DELEGATED_TASK_ALREADY_COMPLETED).toEqual({
      en: 'Task already marked as completed',
      ru: 'Задача уже отмечена как выполненная',
    });
    expect(noticeMessage('DELEGATED_TASK_ALREADY_COMPLETED', 'ru')).toBe(
      'Задача уже отмечена как выполненная',
    );
    expect(noticeMessage('DELEGATED_TASK_ALREADY_COMPLETED')).toBe('Task already marked as completed');
  });

  it('keeps notices out of the error codes (they map to no HTTP status)', () => {
    for (const code of Object.keys(NOTICE_TEXTS)) expect(isErrorCode(code)).toBe(false);
  });
});
