// One description per API operation, used twice: to register the route (its zod schemas parse the
// request, its response schemas serialise the answer) and to build the OpenAPI document. So the
// document cannot drift from what is enforced and sent.
import { DomainError } from '@fokus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../plugins/auth.js';
import { requireUser } from '../plugins/auth.js';
import { responseJsonSchema } from './response-schema.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiResponseSpec {
  description: string;
  /** A core response schema of a JSON body (zod or zod/mini); absent for bodiless and error answers. */
  schema?: z.core.$ZodType;
  /** A body that is not JSON (the docs page, the event stream, a file's bytes). */
  contentType?: 'text/html' | 'text/event-stream' | 'application/octet-stream' | 'text/calendar';
}

export type ApiResponses = Readonly<Record<number, ApiResponseSpec>>;

/** `public`: answered without a session (health, client configuration, docs). Default: a session. */
export type ApiAccess = 'session' | 'public';

export interface ApiOperation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends ApiResponses = ApiResponses,
  A extends ApiAccess = ApiAccess,
> {
  method: HttpMethod;
  /** Fastify path syntax (`/api/tasks/:id`); the document converts it to `{id}`. */
  url: string;
  summary: string;
  tag: string;
  access?: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The status of a normal answer; defaults to the lowest 2xx listed in `responses`. */
  status?: number;
  /** The largest request body in bytes, when smaller than the app's (a 413 PAYLOAD_TOO_LARGE beyond). */
  bodyLimit?: number;
  /**
   * A request body that is not JSON and is streamed by the handler itself (an upload's bytes): its
   * media type and what it holds, for the document. Such an operation has no `body` schema.
   */
  rawBody?: { contentType: 'application/octet-stream'; description: string };
  responses: R;
}

/** Keeps the literal types of an operation's schemas for its handler. */
export function defineOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  const R extends ApiResponses,
  const A extends ApiAccess = 'session',
>(operation: ApiOperation<P, Q, B, R, A>): ApiOperation<P, Q, B, R, A> {
  return operation;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler may return: the body of one of the listed JSON answers (typed by its schema). */
export type ResponseBody<R extends ApiResponses> = {
  [K in keyof R]: R[K] extends { schema: infer S extends z.core.$ZodType } ? z.output<S> : undefined;
}[keyof R];

export interface PublicOperationInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface OperationInput<P, Q, B> extends PublicOperationInput<P, Q, B> {
  user: AuthUser;
}

/** A route parameter that names a row: anything but a UUID cannot name one, so it is "not found". */
export const idParamsSchema = z.object({ id: z.uuid() });
export const taskIdParamsSchema = z.object({ taskId: z.uuid() });

/** The status of an operation's normal answer. */
export function successStatusOf(operation: ApiOperation): number {
  const listed = Object.keys(operation.responses).map(Number);
  return operation.status ?? Math.min(...listed.filter((status) => status >= 200 && status < 300));
}

/** An answer with a status other than the operation's first (e.g. 200 for a repeated create). */
export class Answer<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}

/** Fastify's response schemas of an operation: one per status with a JSON body. */
export function fastifyResponseSchemas(operation: ApiOperation): FastifySchema['response'] {
  const response: Record<number, unknown> = {};
  for (const [status, spec] of Object.entries(operation.responses)) {
    if (spec.schema) response[Number(status)] = responseJsonSchema(spec.schema);
  }
  return response;
}

type Handler<R extends ApiResponses, I> = (
  input: I,
) => Promise<ResponseBody<R> | Answer<ResponseBody<R>> | FastifyReply | undefined>;

function register<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends ApiResponses>(
  app: FastifyInstance,
  operation: ApiOperation<P, Q, B, R>,
  handler: (input: OperationInput<P, Q, B> | PublicOperationInput<P, Q, B>) => Promise<unknown>,
): void {
  const successStatus = successStatusOf(operation);
  const isPublic = operation.access === 'public';
  app.route({
    method: operation.method,
    url: operation.url,
    schema: { response: fastifyResponseSchemas(operation) },
    ...(operation.bodyLimit === undefined ? {} : { bodyLimit: operation.bodyLimit }),
    ...(isPublic ? {} : { preHandler: requireUser }),
    handler: async (request, reply) => {
      const user = request.user;
      if (!isPublic && !user) throw new DomainError('UNAUTHENTICATED');
      let params: unknown = undefined;
      if (operation.params) {
        const result = operation.params.safeParse(request.params);
        if (!result.success) throw new DomainError('NOT_FOUND');
        params = result.data;
      }
      const query = operation.query ? operation.query.parse(request.query ?? {}) : undefined;
      const body = operation.body ? operation.body.parse(request.body ?? {}) : undefined;
      const result = await handler({
        ...(isPublic ? {} : { user }),
        params: params as Parsed<P>,
        query: query as Parsed<Q>,
        body: body as Parsed<B>,
        request,
        reply,
      } as OperationInput<P, Q, B>);
      // A handler that answered by itself (a stream) hands back the reply. A reply is thenable (it
      // resolves when sent), so an async handler returning it resolves to undefined: `sent` tells.
      if (result === reply || reply.sent) return reply;
      if (result === undefined) return reply.status(204).send();
      if (result instanceof Answer) return reply.status(result.status).send(result.body);
      return reply.status(successStatus).send(result);
    },
  });
}

/**
 * Registers an operation that needs a session: parses params (a malformed id answers 404, like a
 * missing row), query and body with the operation's zod schemas (ZodError → 400 VALIDATION_ERROR),
 * then calls the handler. Its return value is the JSON answer with the operation's first listed
 * status, serialised with that status's response schema; `undefined` answers 204 and an `Answer`
 * picks its own status.
 */
export function routeOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends ApiResponses,
>(
  app: FastifyInstance,
  operation: ApiOperation<P, Q, B, R, 'session'>,
  handler: Handler<R, OperationInput<P, Q, B>>,
): void {
  register(app, operation, handler as (input: unknown) => Promise<unknown>);
}

/** Registers an operation answered without a session (`access: 'public'`), like `routeOperation`. */
export function routePublicOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends ApiResponses,
>(
  app: FastifyInstance,
  operation: ApiOperation<P, Q, B, R, 'public'>,
  handler: Handler<R, PublicOperationInput<P, Q, B>>,
): void {
  register(app, operation, handler as (input: unknown) => Promise<unknown>);
}
