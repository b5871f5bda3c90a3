// The OpenAPI 3.1 document of the task API, built from the same zod schemas that parse the requests
// (zod 4's own JSON Schema output, which is the dialect OpenAPI 3.1 uses).
import { z } from 'zod';
import type { ApiOperation } from './api-operation.js';
import { successStatusOf } from './api-operation.js';

type JsonSchema = Record<string, unknown>;

const errorSchema = z.object({ code: z.string(), message: z.string() });

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (e.g. a known time zone) cannot be expressed in JSON Schema; they are still enforced.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
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

function operationObject(operation: ApiOperation): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? { content: { 'application/json': { schema: toJsonSchema(response.schema, 'output') } } }
        : {}),
    };
  }
  const errors: Record<string, string> = {
    401: 'UNAUTHENTICATED: no session',
    ...(operation.body || operation.query ? { 400: 'VALIDATION_ERROR (or another 4xx code of core)' } : {}),
    ...(operation.params ? { 404: "NOT_FOUND: missing, deleted or another user's row" } : {}),
  };
  for (const [status, description] of Object.entries(errors)) {
    responses[status] ??= {
      description,
      content: { 'application/json': { schema: toJsonSchema(errorSchema, 'output') } },
    };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    operationId: `${operation.method.toLowerCase()} ${operation.url}`,
    parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query')],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses,
    'x-success-status': successStatusOf(operation),
  };
}

/** `/api/tasks/:id` → `/api/tasks/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

export function buildOpenApiDocument(operations: readonly ApiOperation[]): JsonSchema {
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
        'Same origin as the web app. Errors are { code, message }. Cookie-carrying writes need a same-origin Origin header. See docs/api.md.',
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
