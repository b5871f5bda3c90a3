// The HTTP side of an upload, shared by the owner's route and the delegate's public one.
import { DomainError } from '@fokus/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { UPLOAD_CONTENT_TYPE } from './upload-attachment.js';

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

/** The client went away mid-body: nothing was stored and nobody is left to answer. */
export const UPLOAD_INTERRUPTED = 'The upload was interrupted';

/**
 * What a failed upload answers: a client that went away (its request aborted) is logged as such and
 * answered, to no one, with a 400 rather than counted as a server error; any other failure as it is.
 */
export function uploadFailure(request: FastifyRequest, reply: FastifyReply, error: unknown): unknown {
  if (request.raw.aborted || (request.raw.destroyed && !request.raw.complete)) {
    request.log.info({ err: error }, 'upload interrupted by the client; nothing stored');
    return new DomainError('BAD_REQUEST', undefined, UPLOAD_INTERRUPTED);
  }
  refuseRestOfBody(request.raw, reply);
  return error;
}

/** The body an upload operation documents: the file's bytes as they are. */
export const UPLOAD_RAW_BODY = {
  contentType: UPLOAD_CONTENT_TYPE,
  description: "The file's bytes, at most ATTACHMENT_MAX_BYTES (20 MB by default)",
} as const;

/** The refusals of an upload that leave nothing stored, as every upload operation documents them. */
export const UPLOAD_REFUSALS = {
  413: { description: 'PAYLOAD_TOO_LARGE: the file is over the limit; nothing is stored' },
  415: {
    description:
      'UNSUPPORTED_MEDIA_TYPE: not sent as application/octet-stream, or its content is not an allowed type or does not match its name; nothing is stored',
  },
} as const;

/** What an upload reads from its request besides the task and the name: the streamed body and its headers. */
export function uploadedFile(request: FastifyRequest): {
  body: AsyncIterable<Uint8Array>;
  contentType: string | undefined;
  declaredBytes: number | undefined;
} {
  return {
    body: uploadBody(request.raw),
    contentType: request.headers['content-type'],
    declaredBytes: declaredBytes(request.headers['content-length']),
  };
}
