// One error handler for the whole API: every failure is answered as `{ code, message }`, with a code
// of core's vocabulary (`@fokus/core` errors.ts). Use cases throw core's DomainError; schema failures
// are zod's; Fastify's own 4xx errors are renamed here. A 5xx is a bug, so its details go to the log.
import { DomainError, errorMessage, isErrorCode, type ErrorCode } from '@fokus/core';
import { isInvalidTextError } from '@fokus/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
}

/** The answer body of a code: its English text from core, or a more precise safe message. */
export function errorBody(code: ErrorCode, message: string = errorMessage(code)): ErrorBody {
  return { code, message };
}

/** PostgreSQL refused a value's text: bad input that got past the schemas, so a 400 and not a 500. */
export const INVALID_TEXT: ErrorBody = errorBody(
  'VALIDATION_ERROR',
  'The request holds text that cannot be stored (NUL, invalid UTF-8 or malformed data)',
);

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
  TAG_NAME_TAKEN: 409,
  INVALID_OPERATION: 400,
  QUEUE_OWNER_MISMATCH: 409,
  // A sync result's code (the entries past the limit are deferred), never a whole answer's.
  BATCH_LIMIT: 413,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  RATE_LIMITED: 429,
  AI_UNAVAILABLE: 502,
  AI_TIMEOUT: 504,
  AI_UNPARSABLE: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

// Fastify's own 4xx errors, renamed into the API's vocabulary. Their messages are safe to show.
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** The default code of a status, for errors that do not bring their own (Fastify's, better-auth's). */
export function codeForStatus(status: number): ErrorCode {
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
    // A bad or late upstream: core's only such codes are the AI provider's.
    case 502:
      return 'AI_UNAVAILABLE';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    case 504:
      return 'AI_TIMEOUT';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Maps any thrown value to the status and body the client sees. */
export function toErrorResponse(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    const statusCode = DOMAIN_ERROR_STATUS[error.code];
    // INTERNAL_ERROR never carries details; every other code's message is written to be shown.
    return {
      statusCode,
      body: errorBody(error.code, error.code === 'INTERNAL_ERROR' ? undefined : error.message),
    };
  }
  if (error instanceof ZodError) {
    return { statusCode: 400, body: errorBody('VALIDATION_ERROR', describeZodError(error)) };
  }
  if (isInvalidTextError(error)) return { statusCode: 400, body: INVALID_TEXT };
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    return { statusCode: 400, body: errorBody('VALIDATION_ERROR', fastifyError.message ?? undefined) };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const named = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    return { statusCode: status, body: errorBody(named ?? codeForStatus(status), fastifyError?.message) };
  }
  return { statusCode: 500, body: errorBody('INTERNAL_ERROR') };
}

/** True for an error answer whose code is core's (tests check every answer with it). */
export function isApiErrorBody(value: unknown): value is ErrorBody {
  const body = value as Partial<ErrorBody> | null;
  return isErrorCode(body?.code) && typeof body?.message === 'string';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode >= 500 && body.code === 'INTERNAL_ERROR') {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, statusCode }, body.message);
    }
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });

  // Fastify's own answer to a request that arrives while it closes is a body of its own shape
  // (`return503OnClosing`, off in app.ts); this one is `{ code, message }` like every other.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new DomainError('SERVICE_UNAVAILABLE', undefined, 'The server is shutting down');
  });
}
