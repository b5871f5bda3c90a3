import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index';
import { UNSAFE_TEXT_MESSAGE, isSafeText, textSchema } from './common';
import { unguardedStringPaths } from './unguarded-strings';

/** Values no request may carry in a string. */
const POISONS = {
  nul: '\u0000',
  loneHigh: '\ud800',
  loneLow: '\udfff',
  reversedPair: '\udc00\ud800',
};

describe('isSafeText', () => {
  it('accepts any text, emoji (surrogate pairs) and other control characters included', () => {
    for (const text of ['', 'Купить молоко', 'tab\there', '😀 ok', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\u0001\u007f', '\ufffd'])
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates wherever they are', () => {
    for (const poison of Object.values(POISONS))
      for (const text of [poison, `a${poison}`, `${poison}b`, `a${poison}b`, `😀${poison}😀`])
        expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('agrees with a UTF-8 round trip for any string without NUL', () => {
    fc.assert(
      // Strings of arbitrary UTF-16 code units: lone surrogates and NUL come up often.
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }),
        (text) => {
          const wellFormed = Buffer.from(text, 'utf8').toString('utf8') === text;
          expect(isSafeText(text)).toBe(wellFormed && !text.includes('\u0000'));
        },
      ),
    );
  });
});

describe('textSchema', () => {
  it('composes with trim, min and max like a string', () => {
    const title = textSchema.trim().min(1).max(5);
    expect(title.parse('  abc ')).toBe('abc');
    expect(title.safeParse('   ').success).toBe(false);
    expect(title.safeParse('abcdef').success).toBe(false);
    expect(title.parse('😀')).toBe('😀');
  });

  it('refuses NUL and unpaired surrogates with one clear message', () => {
    for (const poison of Object.values(POISONS)) {
      const result = textSchema.trim().min(1).safeParse(`a${poison}`);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ message: UNSAFE_TEXT_MESSAGE })]);
    }
  });

  it('says format "text" in its JSON Schema', () => {
    expect(z.toJSONSchema(textSchema.max(3))).toMatchObject({ type: 'string', format: 'text', maxLength: 3 });
  });
});

describe('unguardedStringPaths', () => {
  it('names every raw string, however deep: objects, arrays, record keys, unions, intersections', () => {
    const schema = z.intersection(
      z.object({
        title: z.string(),
        safe: textSchema,
        list: z.array(z.object({ name: z.string().trim().nullable() })),
        map: z.record(z.string(), z.number()),
        either: z.union([z.number(), z.string().max(3)]),
      }),
      z.object({ extra: z.string().optional() }),
    );
    expect(unguardedStringPaths(schema).sort()).toEqual(
      ['either', 'extra', 'list[].name', 'map{key}', 'title'].sort(),
    );
  });

  it('accepts strings that spell out what they take: textSchema, strict formats, patterns, enums', () => {
    const schema = z.object({
      text: textSchema.trim(),
      id: z.uuid(),
      email: z.email(),
      date: z.iso.date(),
      at: z.iso.datetime({ offset: true }),
      clock: z.string().regex(/^\d\d:\d\d$/),
      kind: z.enum(['a', 'b']),
      exact: z.literal('x'),
      map: z.record(textSchema, z.string().regex(/^x$/)),
    });
    expect(unguardedStringPaths(schema)).toEqual([]);
  });

  it('does not take a URL for guarded text (a URL may carry NUL in its path)', () => {
    expect(unguardedStringPaths(z.object({ link: z.url() }))).toEqual(['link']);
    expect(unguardedStringPaths(z.string())).toEqual(['(root)']);
  });
});

describe('request schemas of core', () => {
  const requestSchemas = Object.entries(core as Record<string, unknown>).flatMap(([name, value]) =>
    /(Input|Request)Schema$/.test(name) && value instanceof z.ZodType ? [{ name, schema: value }] : [],
  );

  it('are all found (so the check below cannot pass by finding none)', () => {
    const names = requestSchemas.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'createTaskInputSchema',
        'updateTaskInputSchema',
        'addCommentInputSchema',
        'createMicroTaskInputSchema',
        'delegateTaskInputSchema',
        'setAssigneeNameInputSchema',
        'saveMindMapInputSchema',
        'createStrategyInputSchema',
        'thoughtsToTasksInputSchema',
        'chatRequestSchema',
        'syncRequestSchema',
        'analyticsBatchInputSchema',
      ]),
    );
  });

  it.each(requestSchemas)(
    '$name refuses NUL and unpaired surrogates in every string (uses textSchema or a strict format)',
    ({ schema }) => {
      expect(unguardedStringPaths(schema)).toEqual([]);
    },
  );
});
