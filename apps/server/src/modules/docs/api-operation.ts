// One description per API operation, used twice: to register the route (its zod schemas parse the
// request) and to build the OpenAPI document. So the document cannot drift from what is enforced.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.js';
import { requireUser } from '../../plugins/auth.js';
import { HttpError, NOT_FOUND } from '../../plugins/error-handler.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiResponseSpec {
  description: string;
  /** JSON body; absent for bodiless answers (204). */
  schema?: z.ZodType;
}

export interface ApiOperation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify path syntax (`/api/tasks/:id`); the document converts it to `{id}`. */
  url: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The status of a normal answer; defaults to the lowest 2xx listed in `responses`. */
  status?: number;
  responses: Record<number, ApiResponseSpec>;
}

/** Keeps the literal types of an operation's schemas for `handle`. */
export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  operation: ApiOperation<P, Q, B>,
): ApiOperation<P, Q, B> {
  return operation;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationInput<P, Q, B> {
  user: AuthUser;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
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
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * Registers an operation that needs a session: parses params (a malformed id answers 404, like a
 * missing row), query and body with the operation's zod schemas (ZodError → 400 VALIDATION_ERROR),
 * then calls the handler. Its return value is the JSON answer with the operation's first listed
 * status; `undefined` answers 204 and an `Answer` picks its own status.
 */
export function routeOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  operation: ApiOperation<P, Q, B>,
  handler: (input: OperationInput<P, Q, B>) => Promise<unknown>,
): void {
  const successStatus = operation.status ?? successStatusOf(operation);
  app.route({
    method: operation.method,
    url: operation.url,
    preHandler: requireUser,
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'User not authenticated');
      let params: unknown = undefined;
      if (operation.params) {
        const result = operation.params.safeParse(request.params);
        if (!result.success) throw new HttpError(404, NOT_FOUND.code, NOT_FOUND.message);
        params = result.data;
      }
      const query = operation.query ? operation.query.parse(request.query ?? {}) : undefined;
      const body = operation.body ? operation.body.parse(request.body ?? {}) : undefined;
      const result = await handler({
        user,
        params: params as Parsed<P>,
        query: query as Parsed<Q>,
        body: body as Parsed<B>,
        request,
        reply,
      });
      if (result === undefined) return reply.status(204).send();
      if (result instanceof Answer) return reply.status(result.status).send(result.body);
      return reply.status(successStatus).send(result);
    },
  });
}
