import { describe, expect, it } from 'vitest';
import { readGroupingMode, readPanels } from './use-app-preferences';

describe('preferences', () => {
  it('an old context mode becomes energy; ai waits for the AI issue', () => {
    expect(readGroupingMode('context')).toBe('energy');
    expect(readGroupingMode('ai')).toBe('classic');
    expect(readGroupingMode(null)).toBe('classic');
  });

  it('reads panel toggles key by key, ignoring junk', () => {
    expect(readPanels('{"pomodoro":true,"stats":"yes","nope":true}')).toEqual({ pomodoro: true });
    expect(readPanels('not json')).toEqual({});
  });
});
