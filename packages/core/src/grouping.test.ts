import { describe, expect, it } from 'vitest';
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN } from './constants';
import {
  DEFAULT_GROUPING_STRATEGY,
  GROUPING_MODES,
  GROUPING_STRATEGIES,
  groupSizeGuidance,
  isGroupingFresh,
  isGroupingStrategy,
  toGroupingMode,
} from './grouping';

describe('grouping', () => {
  it('has three modes and migrates context to energy', () => {
    expect(GROUPING_MODES).toEqual(['classic', 'energy', 'ai']);
    expect(toGroupingMode('context')).toBe('energy');
    expect(toGroupingMode('ai')).toBe('ai');
    expect(toGroupingMode('weird')).toBe('classic');
  });

  it('lists the seven strategies with smart_batching as default', () => {
    expect(GROUPING_STRATEGIES).toEqual([
      'by_context',
      'by_energy',
      'by_time',
      'by_priority',
      'by_theme',
      'by_location',
      'smart_batching',
    ]);
    expect(DEFAULT_GROUPING_STRATEGY).toBe('smart_batching');
    expect(isGroupingStrategy('by_time')).toBe(true);
    expect(isGroupingStrategy('by_mood')).toBe(false);
  });

  it('reloads a saved grouping only under 24 hours old', () => {
    const now = new Date('2025-05-02T12:00:00Z');
    expect(isGroupingFresh('2025-05-01T12:00:01Z', now)).toBe(true);
    expect(isGroupingFresh('2025-05-01T12:00:00Z', now)).toBe(false);
    expect(isGroupingFresh('garbage', now)).toBe(false);
  });

  it('asks the model for groups of 2 to 6 tasks (spec §5)', () => {
    expect([GROUP_SIZE_MIN, GROUP_SIZE_MAX]).toEqual([2, 6]);
    expect(groupSizeGuidance('en')).toBe('Each group should hold 2 to 6 tasks.');
    expect(groupSizeGuidance('ru')).toBe('В каждой группе должно быть от 2 до 6 задач.');
    expect(groupSizeGuidance('fr')).toBe('Chaque groupe doit contenir de 2 à 6 tâches.');
  });
});
