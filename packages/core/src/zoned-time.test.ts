import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from './constants';
import {
  addDays,
  addUtcYears,
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

describe('addUtcYears', () => {
  it.each([
    ['2025-01-15T08:30:00.000Z', 1, '2026-01-15T08:30:00.000Z'],
    ['2023-03-01T00:00:00.000Z', 1, '2024-03-01T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 1, '2025-02-28T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 4, '2028-02-29T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', -1, '2023-02-28T12:00:00.000Z'],
    ['2023-02-28T12:00:00.000Z', 1, '2024-02-28T12:00:00.000Z'],
    ['2024-12-31T23:59:59.999Z', 1, '2025-12-31T23:59:59.999Z'],
    ['0099-06-01T00:00:00.000Z', 1, '0100-06-01T00:00:00.000Z'],
  ])('moves %s by %i years to %s', (from, years, to) => {
    expect(addUtcYears(new Date(from), years).toISOString()).toBe(to);
  });

  it('keeps the time of day and the month, and the day unless the month is shorter', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1971-01-01T00:00:00Z'),
          max: new Date('2400-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -50, max: 50 }),
        (from, years) => {
          const to = addUtcYears(from, years);
          expect(to.getUTCFullYear()).toBe(from.getUTCFullYear() + years);
          expect(to.getUTCMonth()).toBe(from.getUTCMonth());
          const timeOfDay = (date: Date) => ((date.getTime() % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
          expect(timeOfDay(to)).toBe(timeOfDay(from));
          if (from.getUTCMonth() === 1 && from.getUTCDate() === 29)
            expect([28, 29]).toContain(to.getUTCDate());
          else expect(to.getUTCDate()).toBe(from.getUTCDate());
        },
      ),
    );
  });
});
