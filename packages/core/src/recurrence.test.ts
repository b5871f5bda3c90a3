import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { nextOccurrence, occursOn, upcomingOccurrences } from './recurrence';
import type { RecurrencePattern } from './schemas/assistant';
import { toLocalDateTime } from './zoned-time';

const UTC = { timeZone: 'UTC' };
const iso = (date: Date) => date.toISOString();

describe('daily', () => {
  const daily: RecurrencePattern = { type: 'daily', timeOfDay: '08:30' };

  it('is later today if the time has not passed, else tomorrow', () => {
    expect(iso(nextOccurrence(daily, new Date('2025-01-10T08:00:00Z'), UTC))).toBe(
      '2025-01-10T08:30:00.000Z',
    );
    expect(iso(nextOccurrence(daily, new Date('2025-01-10T08:30:00Z'), UTC))).toBe(
      '2025-01-11T08:30:00.000Z',
    );
  });

  it('rolls over month ends, year ends and leap days', () => {
    expect(iso(nextOccurrence(daily, new Date('2025-01-31T09:00:00Z'), UTC))).toBe(
      '2025-02-01T08:30:00.000Z',
    );
    expect(iso(nextOccurrence(daily, new Date('2024-02-28T09:00:00Z'), UTC))).toBe(
      '2024-02-29T08:30:00.000Z',
    );
    expect(iso(nextOccurrence(daily, new Date('2025-02-28T09:00:00Z'), UTC))).toBe(
      '2025-03-01T08:30:00.000Z',
    );
    expect(iso(nextOccurrence(daily, new Date('2024-12-31T09:00:00Z'), UTC))).toBe(
      '2025-01-01T08:30:00.000Z',
    );
  });

  it('defaults to 09:00', () => {
    expect(iso(nextOccurrence({ type: 'daily' }, new Date('2025-01-10T00:00:00Z'), UTC))).toBe(
      '2025-01-10T09:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across DST changes', () => {
    const berlin = { timeZone: 'Europe/Berlin' };
    // 2025-03-30: clocks go from 02:00 to 03:00 (CET +1 → CEST +2).
    expect(iso(nextOccurrence(daily, new Date('2025-03-29T08:00:00Z'), berlin))).toBe(
      '2025-03-30T06:30:00.000Z',
    );
    // 2025-10-26: clocks go back from 03:00 to 02:00.
    expect(iso(nextOccurrence(daily, new Date('2025-10-25T07:00:00Z'), berlin))).toBe(
      '2025-10-26T07:30:00.000Z',
    );
  });

  it('moves a time skipped by DST forward and takes the first of a repeated time', () => {
    const ny = { timeZone: 'America/New_York' };
    // 2025-03-09 02:30 does not exist in New York; it becomes 03:30 EDT (07:30Z).
    expect(
      iso(nextOccurrence({ type: 'daily', timeOfDay: '02:30' }, new Date('2025-03-08T12:00:00Z'), ny)),
    ).toBe('2025-03-09T07:30:00.000Z');
    // 2025-11-02 01:30 happens twice; the first is 01:30 EDT (05:30Z).
    expect(
      iso(nextOccurrence({ type: 'daily', timeOfDay: '01:30' }, new Date('2025-11-01T12:00:00Z'), ny)),
    ).toBe('2025-11-02T05:30:00.000Z');
  });
});

describe('weekly', () => {
  it('uses 1 = Monday … 7 = Sunday', () => {
    // 2025-01-06 is a Monday.
    const mondays: RecurrencePattern = { type: 'weekly', daysOfWeek: [1], timeOfDay: '10:00' };
    expect(iso(nextOccurrence(mondays, new Date('2025-01-01T00:00:00Z'), UTC))).toBe(
      '2025-01-06T10:00:00.000Z',
    );
    const sundays: RecurrencePattern = { type: 'weekly', daysOfWeek: [7], timeOfDay: '10:00' };
    expect(iso(nextOccurrence(sundays, new Date('2025-01-01T00:00:00Z'), UTC))).toBe(
      '2025-01-05T10:00:00.000Z',
    );
  });

  it('walks through several weekdays in order', () => {
    const pattern: RecurrencePattern = { type: 'weekly', daysOfWeek: [5, 1, 3], timeOfDay: '07:00' };
    expect(upcomingOccurrences(pattern, new Date('2025-01-06T08:00:00Z'), 4, UTC).map(iso)).toEqual([
      '2025-01-08T07:00:00.000Z',
      '2025-01-10T07:00:00.000Z',
      '2025-01-13T07:00:00.000Z',
      '2025-01-15T07:00:00.000Z',
    ]);
  });

  it('repeats on the anchor weekday when no days are given', () => {
    const anchor = new Date('2025-01-07T00:00:00Z'); // Tuesday
    expect(
      iso(nextOccurrence({ type: 'weekly' }, new Date('2025-01-08T00:00:00Z'), { timeZone: 'UTC', anchor })),
    ).toBe('2025-01-14T09:00:00.000Z');
  });

  it('uses the weekday in the user zone, not UTC', () => {
    // 2025-01-05T22:00Z is already Monday 01:00 in Moscow.
    const mondays: RecurrencePattern = { type: 'weekly', daysOfWeek: [1], timeOfDay: '09:00' };
    expect(
      iso(nextOccurrence(mondays, new Date('2025-01-05T22:00:00Z'), { timeZone: 'Europe/Moscow' })),
    ).toBe('2025-01-06T06:00:00.000Z');
  });
});

describe('custom interval', () => {
  it('repeats every N days from the anchor', () => {
    const every3: RecurrencePattern = { type: 'custom', interval: 3, timeOfDay: '12:00' };
    const anchor = new Date('2025-02-26T12:00:00Z');
    expect(upcomingOccurrences(every3, anchor, 3, { timeZone: 'UTC', anchor }).map(iso)).toEqual([
      '2025-03-01T12:00:00.000Z',
      '2025-03-04T12:00:00.000Z',
      '2025-03-07T12:00:00.000Z',
    ]);
  });

  it('waits for an anchor in the future', () => {
    const anchor = new Date('2025-06-01T00:00:00Z');
    expect(
      iso(
        nextOccurrence({ type: 'custom', interval: 30 }, new Date('2025-01-01T00:00:00Z'), {
          timeZone: 'UTC',
          anchor,
        }),
      ),
    ).toBe('2025-06-01T09:00:00.000Z');
  });

  it('treats a missing interval as every day', () => {
    expect(
      occursOn({ type: 'custom' }, { year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 1 }),
    ).toBe(true);
    expect(
      occursOn(
        { type: 'custom', interval: 2 },
        { year: 2024, month: 12, day: 31 },
        { year: 2025, month: 1, day: 1 },
      ),
    ).toBe(false);
  });
});

describe('properties', () => {
  it('is always after `after`, at the requested local time, on a matching day', () => {
    const zones = fc.constantFrom(
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'Europe/Moscow',
    );
    const pattern = fc.oneof(
      fc.constant<RecurrencePattern>({ type: 'daily', timeOfDay: '09:15' }),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
        .map((days): RecurrencePattern => ({ type: 'weekly', daysOfWeek: days, timeOfDay: '18:45' })),
      fc
        .integer({ min: 1, max: 40 })
        .map((interval): RecurrencePattern => ({ type: 'custom', interval, timeOfDay: '12:00' })),
    );
    const instant = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(pattern, instant, zones, (p, after, timeZone) => {
        const next = nextOccurrence(p, after, { timeZone });
        expect(next.getTime()).toBeGreaterThan(after.getTime());
        const local = toLocalDateTime(next, timeZone);
        const [hour, minute] = (p.timeOfDay ?? '09:00').split(':').map(Number);
        expect({ hour: local.hour, minute: local.minute }).toEqual({ hour, minute });
        expect(occursOn(p, local, toLocalDateTime(after, timeZone))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects an unknown time zone', () => {
    try {
      nextOccurrence({ type: 'daily' }, new Date(0), { timeZone: 'Mars/Olympus' });
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'VALIDATION_ERROR')).toBe(true);
    }
  });
});

describe('time of day', () => {
  it('falls back to 09:00 for a malformed time', () => {
    const next = nextOccurrence({ type: 'daily', timeOfDay: '99:99' }, new Date('2025-01-10T00:00:00Z'), UTC);
    expect(iso(next)).toBe('2025-01-10T09:00:00.000Z');
  });
});
