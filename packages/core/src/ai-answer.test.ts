import { describe, expect, it } from 'vitest';
import {
  MAX_ANSWER_CHARS,
  keepOwnActions,
  looksLikeBrokenJson,
  parseJsonAnswer,
  sanitiseJson,
} from './ai-answer';
import type { AssistantAction } from './schemas/assistant';

describe('reading JSON out of a model answer', () => {
  it('takes the whole text, a code fence, the outermost braces or brackets', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Sure:\n```json\n[{"a":1}]\n```\nDone')).toEqual([{ a: 1 }]);
    expect(parseJsonAnswer('Here: {"tasks": [1, 2]} — enjoy')).toEqual({ tasks: [1, 2] });
    expect(parseJsonAnswer('Tasks [see below]: [{"a":1},{"b":2}] ok')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseJsonAnswer('Note [1]: {"a": [2]}')).toEqual({ a: [2] });
  });

  it('finds nothing in prose, scalars, cut-off JSON or an over-long text', () => {
    expect(parseJsonAnswer('no json here')).toBeUndefined();
    expect(parseJsonAnswer('42')).toBeUndefined();
    expect(parseJsonAnswer('"text"')).toBeUndefined();
    expect(parseJsonAnswer('{"tasks": [{"title": "a"')).toBeUndefined();
    expect(parseJsonAnswer(`[${' '.repeat(MAX_ANSWER_CHARS)}]`)).toBeUndefined();
  });

  it('tells broken JSON from prose', () => {
    expect(looksLikeBrokenJson('  {"message": "hi')).toBe(true);
    expect(looksLikeBrokenJson('```json\n{"mess')).toBe(true);
    expect(looksLikeBrokenJson('Hello! I can help.')).toBe(false);
  });

  it('copies parsed JSON safely: own keys only, no control characters, bounded', () => {
    const parsed = JSON.parse(
      '{"__proto__": {"x": 1}, "a\\u0000": "b\\u0000c", "n": [1, "\\u0007"]}',
    ) as unknown;
    const copy = sanitiseJson(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(copy).toMatchObject({ a: 'bc', n: [1, ''] });
    expect(sanitiseJson(Array.from({ length: 5000 }, () => 1))).toHaveLength(1000);
    expect(sanitiseJson({ when: new Date('2026-11-23T00:00:00Z'), f: () => 1, inf: Infinity })).toEqual({
      when: '2026-11-23T00:00:00.000Z',
    });
    const deep = JSON.parse(`${'['.repeat(20)}1${']'.repeat(20)}`) as unknown;
    expect(JSON.stringify(sanitiseJson(deep))).toBe(`${'['.repeat(8)}${']'.repeat(8)}`);
    expect(sanitiseJson([1, () => 2, Symbol('s'), 'x'])).toEqual([1, 'x']);
  });
});

describe('keepOwnActions', () => {
  const action = (fields: Partial<AssistantAction> & Pick<AssistantAction, 'type'>): AssistantAction => ({
    applied: false,
    ...fields,
  });
  it("drops actions that name another user's task or strategy, or a task action without a task", () => {
    const kept = keepOwnActions(
      [
        action({ type: 'complete_task', taskId: 'mine' }),
        action({ type: 'complete_task', taskId: 'theirs' }),
        action({ type: 'delete_task' }),
        action({ type: 'assign_strategy', taskId: 'mine', strategyId: 's1' }),
        action({ type: 'assign_strategy', taskId: 'mine' }),
        action({ type: 'assign_strategy', taskId: 'mine', strategyId: 'other' }),
        action({ type: 'create_task', taskData: { title: 'Новая' } }),
      ],
      new Set(['mine']),
      new Set(['s1']),
    );
    expect(kept.map((item) => [item.type, item.taskId ?? null, item.strategyId ?? null])).toEqual([
      ['complete_task', 'mine', null],
      ['assign_strategy', 'mine', 's1'],
      ['create_task', null, null],
    ]);
  });
});
