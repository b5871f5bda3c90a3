import { describe, expect, it } from 'vitest';
import { formatTaskDate } from './task-dates';

describe('task dates', () => {
  it('formats a calendar date in the interface language', () => {
    expect(formatTaskDate('2026-06-15', 'ru')).toBe('15 июня 2026 г.');
    expect(formatTaskDate('2026-06-15', 'en')).toBe('June 15, 2026');
  });

  it('never shifts the day by a time zone, at either end of the year', () => {
    expect(formatTaskDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatTaskDate('2025-12-31', 'ru')).toBe('31 декабря 2025 г.');
  });

  it('returns anything that is not a real calendar date unchanged', () => {
    expect(formatTaskDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatTaskDate('tomorrow', 'ru')).toBe('tomorrow');
    expect(formatTaskDate('', 'en')).toBe('');
  });
});
