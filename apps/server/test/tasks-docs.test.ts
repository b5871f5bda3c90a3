// The OpenAPI document of the API: built from the request and response schemas, served without a session.
import { ERROR_CODES, errorResponseSchema, taskResponseSchema } from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../src/modules/index.js';
import { openApiPath } from '../src/modules/docs/openapi.js';
import { responseJsonSchema } from '../src/shared/response-schema.js';
import { startTasksApp, type TasksTestApp } from './tasks-helpers.js';

interface OpenApiOperation {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: {
      'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } };
    };
  };
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

// The document does not depend on the database; one kind is enough.
describe.each(testDatabaseKinds().slice(0, 1))('API docs on %s', (kind) => {
  let t: TasksTestApp;
  beforeAll(async () => {
    t = await startTasksApp(kind);
  });
  afterAll(() => t?.close());

  it('serves an OpenAPI 3.1 document with every operation and its schemas', async () => {
    const response = await t.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    for (const operation of apiOperations) {
      const entry = document.paths[openApiPath(operation.url)]?.[operation.method.toLowerCase()];
      expect(entry, `${operation.method} ${operation.url}`).toBeDefined();
    }
    const create = document.paths['/api/tasks']!.post!;
    const body = create.requestBody!.content['application/json'].schema;
    expect(body.required).toEqual(['title']);
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'title', 'description', 'startDate']),
    );
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401']));
    const list = document.paths['/api/tasks']!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['view', 'status', 'strategyId', 'q', 'tz', 'today', 'since']),
    );
    expect(document.paths['/api/tasks/{id}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('describes every answer: the JSON schema each is serialised with, and { code, message } failures', async () => {
    const document = (await t.request('GET', '/api/docs/json')).json<OpenApiDocument>();
    for (const operation of apiOperations) {
      const label = `${operation.method} ${operation.url}`;
      const entry = document.paths[openApiPath(operation.url)]![operation.method.toLowerCase()]!;
      expect(entry.security, label).toEqual(operation.access === 'public' ? [] : undefined);
      for (const [status, spec] of Object.entries(operation.responses)) {
        const described = entry.responses[status];
        expect(described?.description, `${label} ${status}`).toBe(spec.description);
        if (spec.schema) {
          expect(described?.content?.['application/json']?.schema, `${label} ${status}`).toEqual(
            responseJsonSchema(spec.schema),
          );
        } else if (spec.contentType) {
          expect(Object.keys(described?.content ?? {}), `${label} ${status}`).toEqual([spec.contentType]);
        }
      }
      // Every failure an operation can meet is listed, with the error schema unless it names its own.
      const failures = Object.keys(entry.responses).filter((status) => Number(status) >= 400);
      expect(failures, label).toEqual(expect.arrayContaining(['500', '503']));
      if (operation.access !== 'public') expect(failures, label).toContain('401');
      if (operation.params) expect(failures, label).toContain('404');
      for (const status of failures.filter((failure) => !operation.responses[Number(failure)]?.schema)) {
        expect(entry.responses[status]!.content?.['application/json']?.schema, `${label} ${status}`).toEqual(
          responseJsonSchema(errorResponseSchema),
        );
      }
    }
    const errorCodes = (
      responseJsonSchema(errorResponseSchema) as { properties: { code: { enum: string[] } } }
    ).properties.code.enum;
    expect(errorCodes).toEqual(ERROR_CODES);
    const task = document.paths['/api/tasks/{id}']!.get!.responses['200']!.content!['application/json']!
      .schema as { required: string[]; properties: Record<string, { type?: unknown }> };
    expect(task).toEqual(responseJsonSchema(taskResponseSchema));
    expect(task.required).toEqual(
      expect.arrayContaining(['id', 'title', 'status', 'importance', 'comments']),
    );
    expect(task.properties.timeStarted?.type).toEqual(['string', 'null']);
  });

  it('serves a page without scripts that links the document, under the CSP', async () => {
    const response = await t.request('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.body).toContain('href="/api/docs/json"');
    expect(response.body).toContain('/api/tasks/:id/status');
    expect(response.body).not.toContain('<script');
  });
});
