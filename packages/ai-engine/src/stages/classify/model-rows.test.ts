import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from './model-rows.js';

describe('model rows', () => {
  it('keeps each feature as what it shares with the one above and the rest, sorted', () => {
    const text = encodeRows([
      ['b:a_budge', '8'],
      ['b:a_birth', ',,,6,f'],
      ['t:я', '4,3'],
    ]);
    expect(text).toBe('0b:a_birth ,,,6,f\n5udge 8\n0t:я 4,3');
    expect(decodeRows(text)).toEqual([
      ['b:a_birth', ',,,6,f'],
      ['b:a_budge', '8'],
      ['t:я', '4,3'],
    ]);
  });

  it('reads back features that share more than one digit can say, and features with digits', () => {
    const long = 'x'.repeat(40);
    const rows: [string, string][] = [
      [`${long}a`, '1'],
      [`${long}b`, '-2'],
      ['e2:27', 'q'],
      ['e2:30', '48'],
    ];
    const text = encodeRows(rows);
    expect(text.split('\n')[3]).toBe(`z${'x'.repeat(5)}b -2`);
    expect(decodeRows(text)).toEqual([...rows].sort(([a], [b]) => (a < b ? -1 : 1)));
  });
});
