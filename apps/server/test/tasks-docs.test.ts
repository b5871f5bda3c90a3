// The OpenAPI document of the task API: built from the request schemas, served without a session.
import { testDatabaseKinds } from '@fokus/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../src/modules/docs/operations.js';
import { openApiPath } from '../src/modules/docs/openapi.js';
import { startTasksApp, type TasksTestApp } from './tasks-helpers.js';

interface OpenApiOperation {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: {
      'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } };
    };
  };
  responses: Record<string, unknown>;
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
