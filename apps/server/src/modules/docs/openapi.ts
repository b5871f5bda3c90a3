// The OpenAPI 3.1 document of the API, built from the same zod schemas that parse the requests and
// serialise the answers (zod 4's own JSON Schema output, the dialect OpenAPI 3.1 uses).
import { errorResponseSchema } from '@fokus/core';
import type { ApiOperation } from '../../shared/api-operation.js';
import { successStatusOf } from '../../shared/api-operation.js';
import { requestJsonSchema, responseJsonSchema, type JsonSchema } from '../../shared/response-schema.js';

function parametersOf(operation: ApiOperation, location: 'path' | 'query'): JsonSchema[] {
  const schema = location === 'path' ? operation.params : operation.query;
  if (!schema) return [];
  const json = requestJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/**
 * The failures every operation of a kind can answer, besides those it lists itself. Each is
 * `{ code, message }` with a code of core's errors.ts.
 */
function commonErrors(operation: ApiOperation): Record<number, string | undefined> {
  const isWrite = operation.method !== 'GET';
  return {
    ...(operation.body || operation.query || operation.params
      ? { 400: 'VALIDATION_ERROR (or another 4xx code of core: INVALID_JSON, TASK_TITLE_EMPTY …)' }
      : {}),
    ...(operation.access === 'public' ? {} : { 401: 'UNAUTHENTICATED: no session' }),
    ...(isWrite ? { 403: 'FORBIDDEN_ORIGIN: a cookie-carrying write from another origin' } : {}),
    ...(operation.params ? { 404: "NOT_FOUND: missing, deleted or another user's row" } : {}),
    ...(operation.body
      ? { 413: 'PAYLOAD_TOO_LARGE: the body is over the limit', 415: 'UNSUPPORTED_MEDIA_TYPE: not JSON' }
      : {}),
    ...(operation.rawBody
      ? {
          413: 'PAYLOAD_TOO_LARGE: the body is over the limit',
          415: `UNSUPPORTED_MEDIA_TYPE: not ${operation.rawBody.contentType}, or content outside the allowlist`,
        }
      : {}),
    500: 'INTERNAL_ERROR: a bug; the details are in the log only',
    503: 'SERVICE_UNAVAILABLE: the server is shutting down',
  };
}

function responsesOf(operation: ApiOperation): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const isError = Number(status) >= 400;
    const schema = response.schema ?? (isError ? errorResponseSchema : undefined);
    responses[status] = {
      description: response.description,
      ...(schema ? { content: { 'application/json': { schema: responseJsonSchema(schema) } } } : {}),
      ...(response.contentType
        ? { content: { [response.contentType]: { schema: { type: 'string' } } } }
        : {}),
    };
  }
  for (const [status, description] of Object.entries(commonErrors(operation))) {
    if (description === undefined) continue;
    responses[status] ??= {
      description,
      content: { 'application/json': { schema: responseJsonSchema(errorResponseSchema) } },
    };
  }
  return responses;
}

function operationObject(operation: ApiOperation): JsonSchema {
  return {
    summary: operation.summary,
    tags: [operation.tag],
    operationId: `${operation.method.toLowerCase()} ${operation.url}`,
    ...(operation.access === 'public' ? { security: [] } : {}),
    parameters: [...parametersOf(operation, 'path'), ...parametersOf(operation, 'query')],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: requestJsonSchema(operation.body) } },
          },
        }
      : {}),
    ...(operation.rawBody
      ? {
          requestBody: {
            required: true,
            description: operation.rawBody.description,
            content: { [operation.rawBody.contentType]: { schema: { type: 'string', format: 'binary' } } },
          },
        }
      : {}),
    responses: responsesOf(operation),
    'x-success-status': successStatusOf(operation),
  };
}

/** `/api/tasks/:id` → `/api/tasks/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

export function buildOpenApiDocument(operations: readonly ApiOperation[]) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.url);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fokus API',
      version: '1',
      description:
        "Same origin as the web app. Errors are { code, message } with a code of core's errors.ts. Cookie-carrying writes need a same-origin Origin header. /api/auth/* is better-auth's own API and not described here. See docs/api.md.",
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
