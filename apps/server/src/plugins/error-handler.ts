// One error handler for the whole API: every failure is answered as `{ code, message }`.
// A 4xx says what was wrong with the request; a 5xx is a bug, so its details go to the log only.
import { DomainError, type ErrorCode } from '@fokus/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export interface ErrorBody {
  code: string;
  message: string;
}

/** An error whose status, code and message are safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INTERNAL_ERROR: ErrorBody = { code: 'INTERNAL_ERROR', message: 'Internal server error' };
export const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'Not found' };

// Fastify's own 4xx errors, renamed into the API's vocabulary. Their messages are safe to show.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** The default code of a status, for errors that do not bring their own. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE_ENTITY';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/** The one HTTP status of each core error code (the compiler refuses a code without one). */
export const DOMAIN_ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  TASK_TITLE_EMPTY: 400,
  MVD_LIMIT_EXCEEDED: 409,
  INSUFFICIENT_ACCESS_DATA: 400,
  TASK_NOT_FOUND: 404,
  DUPLICATE_TASK_ID: 409,
  TASK_NOT_DELEGATED: 403,
  INVALID_ACCESS_TOKEN: 403,
  TASK_ALREADY_COMPLETED: 409,
  TASK_IS_NOT_DELEGATED: 400,
  COMMENT_EMPTY: 400,
  ASSIGNEE_NAME_EMPTY: 400,
  ASSIGNEE_FIELD_FORBIDDEN: 403,
  INVALID_STATUS_TRANSITION: 409,
  INVALID_OPERATION: 400,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN_ORIGIN: 403,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Maps any thrown value to the status and body the client sees. */
export function toErrorResponse(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
  }
  if (error instanceof DomainError) {
    const statusCode = DOMAIN_ERROR_STATUS[error.code];
    return statusCode >= 500
      ? { statusCode, body: INTERNAL_ERROR }
      : { statusCode, body: { code: error.code, message: error.message } };
  }
  if (error instanceof ZodError) {
    return { statusCode: 400, body: { code: 'VALIDATION_ERROR', message: describeZodError(error) } };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    return {
      statusCode: 400,
      body: { code: 'VALIDATION_ERROR', message: fastifyError.message ?? 'Invalid input' },
    };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (fastifyError?.code && FASTIFY_CODES[fastifyError.code]) ?? codeForStatus(status);
    return { statusCode: status, body: { code, message: fastifyError?.message ?? 'Bad request' } };
  }
  return { statusCode: 500, body: INTERNAL_ERROR };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, statusCode }, body.message);
    }
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
