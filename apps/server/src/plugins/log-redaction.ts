// What reaches the log of a request: Fastify's usual request fields, with the value of every `token`
// query parameter replaced, since a delegated-task link's token is a secret (DESIGN.md) and the
// delegated page's API calls carry it in their query (`?token=`); and the calendar feed's file name,
// which is its secret token (`/api/calendar/<token>.ics`).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const TOKEN_PARAMETER = /([?&]token=)[^&#]*/gi;
const CALENDAR_FEED_FILE = /^(\/api\/calendar\/)[^/?#]+/i;

/** The URL with every `token` query value and a calendar feed's file name replaced by `[redacted]`. */
export function redactUrlTokens(url: string): string {
  return url.replace(TOKEN_PARAMETER, '$1[redacted]').replace(CALENDAR_FEED_FILE, '$1[redacted]');
}

/** Fastify's default request serializer's fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options with the redacting request serializer (an explicit `false` stays off). */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest as never } };
}
