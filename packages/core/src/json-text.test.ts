import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  snakeCaseKeys,
  isEmptyLike,
  parseJsonText,
  parseJsonTextList,
  parseJsonTextObject,
} from './json-text';

const item = z.object({ id: z.string(), created_at: z.string() });

describe('parseJsonText', () => {
  it.each(['', '  ', 'null', 'undefined', ' null ', null, undefined])('treats %j as absent', (value) => {
    expect(isEmptyLike(value)).toBe(true);
    expect(parseJsonText(value)).toBeUndefined();
  });

  it('treats unparsable text as absent', () => {
    expect(parseJsonText('{oops')).toBeUndefined();
  });

  it('parses JSON text and passes already-parsed values through', () => {
    expect(parseJsonText('[1,2]')).toEqual([1, 2]);
    expect(parseJsonText({ a: 1 })).toEqual({ a: 1 });
    expect(isEmptyLike('[]')).toBe(false);
    expect(isEmptyLike(0)).toBe(false);
  });
});

describe('parseJsonTextObject and parseJsonTextList', () => {
  it('accepts snake_case and camelCase keys, returning snake_case', () => {
    expect(parseJsonTextObject('{"id":"1","created_at":"x"}', item)).toEqual({ id: '1', created_at: 'x' });
    expect(parseJsonTextObject({ id: '1', createdAt: 'x' }, item)).toEqual({ id: '1', created_at: 'x' });
  });

  it('falls back to null and [] for empty-like, invalid or wrong-shaped values', () => {
    expect(parseJsonTextObject('null', item)).toBeNull();
    expect(parseJsonTextObject('{"id":1}', item)).toBeNull();
    expect(parseJsonTextList('undefined', item)).toEqual([]);
    expect(parseJsonTextList('{"id":"1"}', item)).toEqual([]);
    expect(parseJsonTextList('not json', item)).toEqual([]);
  });

  it('keeps the valid items of a list', () => {
    expect(parseJsonTextList('[{"id":"1","createdAt":"x"},{"id":2},null]', item)).toEqual([
      { id: '1', created_at: 'x' },
    ]);
  });

  it('never throws and never pollutes prototypes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (value) => {
        expect(Array.isArray(parseJsonTextList(value, item))).toBe(true);
        parseJsonTextObject(value, item);
      }),
    );
    const camel = snakeCaseKeys(JSON.parse('{"__proto__":{"polluted":true},"aB":1}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(camel)).toBe(Object.prototype);
    expect(camel.a_b).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(snakeCaseKeys([1])).toEqual([1]);
  });
});
