import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatLocalDate,
  fromLocalDateTime,
  isValidTimeZone,
  isoWeekday,
  timeZoneOffsetMs,
  toLocalDateTime,
} from './zoned-time';

describe('zoned time', () => {
  it('reads offsets from the zone data', () => {
    expect(timeZoneOffsetMs(new Date('2025-01-15T12:00:00Z'), 'Europe/Moscow')).toBe(3 * 3_600_000);
    expect(timeZoneOffsetMs(new Date('2025-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(2 * 3_600_000);
    expect(timeZoneOffsetMs(new Date('2025-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('converts both ways', () => {
    const local = { year: 2025, month: 7, day: 1, hour: 9, minute: 0 };
    expect(fromLocalDateTime(local, 'Europe/Berlin').toISOString()).toBe('2025-07-01T07:00:00.000Z');
    expect(toLocalDateTime(new Date('2025-07-01T07:00:00Z'), 'Europe/Berlin')).toEqual(local);
  });

  it('does calendar arithmetic', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(daysBetween({ year: 2025, month: 3, day: 29 }, { year: 2025, month: 3, day: 31 })).toBe(2);
    expect(isoWeekday({ year: 2025, month: 1, day: 5 })).toBe(7);
    expect(isoWeekday({ year: 2025, month: 1, day: 6 })).toBe(1);
    expect(formatLocalDate({ year: 2025, month: 1, day: 6 })).toBe('2025-01-06');
  });

  it('validates zone names', () => {
    expect(isValidTimeZone('Europe/Moscow')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
  });
});
