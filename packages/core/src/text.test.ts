import { describe, expect, it } from 'vitest';
import { firstOwnProperty, ownProperty, toText, truncate } from './text';

describe('text helpers', () => {
  it('truncates without splitting surrogate pairs', () => {
    expect(truncate('abc', 5)).toBe('abc');
    expect(truncate('abcdef', 3)).toBe('abc');
    expect(truncate('a😀b', 2)).toBe('a');
  });

  it('reads own properties only', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"title":"x"},"a":1}');
    expect(ownProperty(parsed, 'title')).toBeUndefined();
    expect(ownProperty(parsed, 'a')).toBe(1);
    expect(ownProperty([1], '0')).toBeUndefined();
    expect(ownProperty({}, 'toString')).toBeUndefined();
    expect(firstOwnProperty({ b: null, c: 2 }, ['a', 'b', 'c'])).toBe(2);
    expect(firstOwnProperty(null, ['a'])).toBeUndefined();
  });

  it('turns strings and numbers into text', () => {
    expect(toText(' a ')).toBe('a');
    expect(toText(3)).toBe('3');
    expect(toText(Number.NaN)).toBe('');
    expect(toText({})).toBe('');
  });
});
