// The small parts of the AI module: the user's clock and redaction (reading JSON is core's ai-answer).
import { describe, expect, it } from 'vitest';
import {
  deadlineInUserZone,
  describeNow,
  isValidClockTimeZone,
  localDateOf,
  parseFixedOffset,
} from '../src/modules/ai/clock.js';
import { describeError, redact } from '../src/modules/ai/redact.js';
import { CLOCK } from './ai-fixtures.js';

describe('the user clock', () => {
  it('reads fixed offsets and zone names', () => {
    expect(parseFixedOffset('+03:00')).toBe(180);
    expect(parseFixedOffset('-0530')).toBe(-330);
    expect(parseFixedOffset('Z')).toBe(0);
    expect(parseFixedOffset('+25:00')).toBeUndefined();
    expect(parseFixedOffset('Europe/Moscow')).toBeUndefined();
    expect(isValidClockTimeZone('Europe/Moscow')).toBe(true);
    expect(isValidClockTimeZone('-05:00')).toBe(true);
    expect(isValidClockTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives the local date of an instant in either kind of zone', () => {
    const lateEvening = new Date('2026-11-23T22:30:00Z');
    expect(localDateOf(lateEvening, '+03:00')).toBe('2026-11-24');
    expect(localDateOf(lateEvening, 'Europe/Moscow')).toBe('2026-11-24');
    expect(localDateOf(lateEvening, '-05:00')).toBe('2026-11-23');
    expect(localDateOf(lateEvening, 'America/New_York')).toBe('2026-11-23');
  });

  it('describes now for a model', () => {
    expect(describeNow(CLOCK)).toBe('2026-11-23 09:00, Monday, UTC+03:00');
    expect(describeNow({ now: new Date('2026-07-01T12:00:00Z'), timeZone: 'America/New_York' })).toBe(
      '2026-07-01 08:00, Wednesday, UTC-04:00',
    );
  });

  it('reads a bare deadline date as the end of that day in the user zone, and a zone-less time as theirs', () => {
    expect(deadlineInUserZone('2026-11-23', CLOCK)).toBe('2026-11-23T20:59:59.000Z');
    expect(deadlineInUserZone('2026-11-24', { ...CLOCK, timeZone: '-05:00' })).toBe(
      '2026-11-25T04:59:59.000Z',
    );
    expect(deadlineInUserZone('2026-11-24T18:30', CLOCK)).toBe('2026-11-24T15:30:00.000Z');
    expect(deadlineInUserZone('2026-03-29', { ...CLOCK, timeZone: 'Europe/Berlin' })).toBe(
      '2026-03-29T21:59:59.000Z',
    );
    expect(deadlineInUserZone('2026-11-24T18:30:00+01:00', CLOCK)).toBe('2026-11-24T18:30:00+01:00');
    expect(deadlineInUserZone('2026-02-30', CLOCK)).toBeNull();
    expect(deadlineInUserZone('2026-11-24T25:00', CLOCK)).toBeNull();
    expect(deadlineInUserZone('tomorrow', CLOCK)).toBe('tomorrow');
  });
});

describe('redaction', () => {
  it('removes configured secrets and anything shaped like a key', () => {
    const key = 'my-configured-secret-123';
    expect(redact(`bad key ${key} and ${key}`, [key])).toBe('bad key [redacted] and [redacted]');
    expect(
      redact('x-api-key: abc123 Authorization: Bearer abcdefghijkl sk-ant-api03-abcdefghijk', []),
    ).not.toMatch(/abc123|abcdefghijkl|api03/);
    expect(redact('short', ['short'])).toBe('short');
    expect(describeError(new Error(`401 ${key}`), [key])).toBe('Error: 401 [redacted]');
    expect(describeError({ weird: true }, [])).toBe('unknown error');
  });
});
