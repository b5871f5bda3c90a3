import { describe, expect, it } from 'vitest';
import { parseChangeEvent } from './live-updates';

describe('parseChangeEvent', () => {
  it('reads a change and ignores malformed data', () => {
    expect(parseChangeEvent('{"table":"tasks","id":"a","version":7,"deleted":true}')).toEqual({
      table: 'tasks',
      id: 'a',
      version: 7,
      deleted: true,
    });
    expect(parseChangeEvent('{"table":"tasks"}')).toBeNull();
    expect(parseChangeEvent('not json')).toBeNull();
    expect(parseChangeEvent(42)).toBeNull();
  });
});
