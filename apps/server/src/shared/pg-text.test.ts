import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfNullableTimestamptz, isoOfTimestamptz } from './pg-text.js';

/** PostgreSQL's text form of an instant at a UTC offset of `offsetMinutes`, with `digits` of fraction. */
function pgText(instant: number, microseconds: number, digits: number, offsetMinutes: number): string {
  const local = new Date(instant + offsetMinutes * 60_000).toISOString();
  const fraction = `${local.slice(20, 23)}${String(microseconds).padStart(3, '0')}`
    .slice(0, digits)
    .replace(/0+$/, '');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = Math.abs(offsetMinutes) % 60;
  return `${local.slice(0, 10)} ${local.slice(11, 19)}${fraction ? `.${fraction}` : ''}${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

describe('isoOfTimestamptz', () => {
  it('gives what new Date(text).toISOString() gives, at any offset and precision', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(0, 0, 0, 180, -300, 330, 345, -570),
        (instant, microseconds, digits, offset) => {
          const text = pgText(instant, microseconds, digits, offset);
          expect(isoOfTimestamptz(text), text).toBe(new Date(text).toISOString());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads the forms PostgreSQL writes', () => {
    expect(isoOfTimestamptz('2026-03-10 09:00:00+00')).toBe('2026-03-10T09:00:00.000Z');
    expect(isoOfTimestamptz('2026-03-10 09:00:00.5+00')).toBe('2026-03-10T09:00:00.500Z');
    expect(isoOfTimestamptz('2026-03-10 09:00:00.999999+00')).toBe('2026-03-10T09:00:00.999Z');
    expect(isoOfTimestamptz('2026-03-10 12:00:00.25+03')).toBe('2026-03-10T09:00:00.250Z');
    expect(isoOfTimestamptz('2026-03-10 03:30:00-05:30')).toBe('2026-03-10T09:00:00.000Z');
    expect(isoOfNullableTimestamptz(null)).toBeNull();
  });
});
