import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { addToMvd, canAddToMvd, mvdIdsToMigrate, removeFromMvd, toggleMvd } from './mvd';

describe('MVD list', () => {
  it('holds at most 3 tasks', () => {
    expect(canAddToMvd(['a', 'b'])).toBe(true);
    expect(canAddToMvd(['a', 'b', 'c'])).toBe(false);
    expect(addToMvd(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    try {
      addToMvd(['a', 'b', 'c'], 'd');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'MVD_LIMIT_EXCEEDED')).toBe(true);
      expect((error as Error).message).toBe('Minimum viable day can have maximum 3 tasks');
    }
  });

  it('toggles in and out, and adding a present id is a no-op even when full', () => {
    expect(toggleMvd(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleMvd(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(addToMvd(['a', 'b', 'c'], 'a')).toEqual(['a', 'b', 'c']);
    expect(removeFromMvd(['a'], 'z')).toEqual(['a']);
  });

  it('migrates local ids only into an empty database list', () => {
    const existing = new Set(['a', 'b', 'c', 'd']);
    expect(mvdIdsToMigrate(['a', 'a', 'x', 'b', 'c', 'd'], [], existing)).toEqual(['a', 'b', 'c']);
    expect(mvdIdsToMigrate(['a'], ['b'], existing)).toEqual([]);
  });
});
