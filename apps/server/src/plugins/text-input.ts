// Request bytes that are not text never reach a route. A JSON body must be valid UTF-8 (Node would turn
// bad bytes into U+FFFD without a word, and the route would store the mangled text), and so must each
// percent-encoded run of an /api query string; a path that cannot be decoded is refused the same way.
// All three answer 400 VALIDATION_ERROR. What decoded text may hold (no NUL, no unpaired surrogate) is
// the zod schemas' job (core's textSchema), except for better-auth's routes, which check it with
// `unsafeTextIn` (plugins/auth.ts) since better-auth does not use our schemas.
import { DomainError, UNSAFE_TEXT_MESSAGE, isSafeText } from '@fokus/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { toErrorResponse } from './error-handler.js';

export const INVALID_UTF8_BODY = 'The request body is not valid UTF-8';
export const INVALID_UTF8_QUERY = 'The query string is not valid UTF-8';
export const INVALID_URL = 'The URL path is not valid: bad percent-encoding or not UTF-8';

const refuse = (message: string) => new DomainError('VALIDATION_ERROR', undefined, message);

/** True when every run of `%XX` escapes in `text` decodes as UTF-8 (`%ED%A0%80`, a surrogate, does not). */
export function hasValidPercentEncoding(text: string): boolean {
  for (const run of text.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    try {
      decodeURIComponent(run);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The path (`name`, `user.tags.0`, `(key) x`) of the first string or object key in `value` that holds
 * NUL or an unpaired surrogate, or null when there is none.
 */
export function unsafeTextIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '(value)';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const where = path === '' ? key : `${path}.${key}`;
    if (!isSafeText(key)) return `(key) ${where}`;
    const found = unsafeTextIn(item, where);
    if (found !== null) return found;
  }
  return null;
}

/** The message for a value holding unsafe text at `path`. */
export const unsafeTextMessage = (path: string) => `${path}: ${UNSAFE_TEXT_MESSAGE}`;

/** Replaces the JSON body parser with one that refuses bytes that are not UTF-8; checks /api queries. */
export function registerTextInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(refuse(INVALID_UTF8_BODY), undefined);
      return;
    }
    void parseJson(request, bytes.toString('utf8'), done);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const start = request.url.indexOf('?');
    if (start !== -1 && !hasValidPercentEncoding(request.url.slice(start + 1)))
      throw refuse(INVALID_UTF8_QUERY);
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before a route is found (a path whose percent-encoding
 * cannot be decoded) answered in the API's `{ code, message }` shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } =
    error.code === 'FST_ERR_BAD_URL' ? toErrorResponse(refuse(INVALID_URL)) : toErrorResponse(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  void reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}
