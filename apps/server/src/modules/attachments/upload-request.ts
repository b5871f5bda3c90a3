// The HTTP side of an upload, shared by the owner's route and the delegate's public one.
import type { FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * The request body as the upload reads it. Stopping early (a refused type, the limit) must not
 * destroy the request, which would reset the connection before the client reads the 4xx.
 */
export function uploadBody(raw: IncomingMessage): AsyncIterable<Uint8Array> {
  return { [Symbol.asyncIterator]: () => raw.iterator({ destroyOnReturn: false }) };
}

/** The Content-Length a request declared, when it is a plain number. */
export function declaredBytes(header: string | undefined): number | undefined {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/**
 * After a refusal with part of the body unread: the connection closes once the answer is sent, so
 * the rest of a large file is not received (and discarded) for nothing.
 */
export function refuseRestOfBody(raw: IncomingMessage, reply: FastifyReply): void {
  if (!raw.complete && !raw.destroyed) reply.header('connection', 'close');
}
