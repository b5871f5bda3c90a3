import { describe, expect, it } from 'vitest';
import { dropOrder } from './today-drag';

describe('dropOrder', () => {
  it("puts the dragged task in the target's place, up or down", () => {
    expect(dropOrder(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(dropOrder(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(dropOrder(['a', 'b', 'c'], 'a', 'b')).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order alone for a drop on itself or on something not in the list', () => {
    expect(dropOrder(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(dropOrder(['a', 'b'], 'a', 'z')).toEqual(['a', 'b']);
    expect(dropOrder(['a', 'b'], 'z', 'a')).toEqual(['a', 'b']);
  });
});
