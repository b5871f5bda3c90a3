import { changeTaskStatusResponseSchema, priorityLevelSchema, taskResponseSchema } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiOperations } from '../modules/index.js';
import { responseJsonSchema } from './response-schema.js';

/** Every `anyOf`/`oneOf`/`allOf` left in a schema, by its path. */
function alternatives(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => alternatives(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(['anyOf', 'oneOf', 'allOf'].includes(key) ? [`${at}/${key}`] : []),
    ...(['enum', 'const', 'default'].includes(key) ? [] : alternatives(value, `${at}/${key}`)),
  ]);
}

describe('responseJsonSchema', () => {
  it('writes nullables as type arrays and literal unions as enums', () => {
    expect(responseJsonSchema(z.iso.datetime({ offset: true }).nullable())).toMatchObject({
      type: ['string', 'null'],
      format: 'date-time',
    });
    expect(responseJsonSchema(priorityLevelSchema)).toEqual({ type: 'number', enum: [1, 2] });
    expect(responseJsonSchema(z.object({ a: z.string() }).nullable())).toMatchObject({
      type: ['object', 'null'],
      properties: { a: { type: 'string' } },
      required: ['a'],
    });
    // A union it cannot flatten stays as it is.
    expect(responseJsonSchema(z.union([z.string(), z.object({ a: z.string() })]))).toHaveProperty('anyOf');
  });

  it('leaves no run-time alternatives in any answer of the API (fast-json-stringify would validate them per value)', () => {
    for (const operation of apiOperations) {
      for (const [status, spec] of Object.entries(operation.responses)) {
        if (!spec.schema) continue;
        expect(alternatives(responseJsonSchema(spec.schema)), `${operation.url} ${status}`).toEqual([]);
      }
    }
  });

  it('describes the output side: fields with defaults are required, optional ones are not', () => {
    const task = responseJsonSchema(taskResponseSchema) as { required: string[] };
    expect(task.required).toEqual(expect.arrayContaining(['importance', 'comments', 'isDelegated', 'type']));
    expect(task.required).not.toContain('version');
    const status = responseJsonSchema(changeTaskStatusResponseSchema) as {
      properties: { notification: { type: unknown; properties: Record<string, unknown> } };
    };
    expect(status.properties.notification.type).toEqual(['object', 'null']);
    expect(Object.keys(status.properties.notification.properties)).toContain('readAt');
  });
});
