import { describe, expect, it } from 'vitest';
import {
  deadlineInUserZone,
  describeNow,
  isValidClockTimeZone,
  localDateOf,
  parseFixedOffset,
  withDeadlinesInUserZone,
  type AiClock,
} from './ai-clock';

/** Monday 23 November 2026, 09:00 in UTC+03:00. */
const CLOCK: AiClock = { now: new Date('2026-11-23T06:00:00.000Z'), timeZone: '+03:00' };

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

describe('deadlines of an AI task list', () => {
  it('reads each bare date in the user zone and leaves other items alone', () => {
    const list = [{ title: 'a', deadline_date: '2026-11-25' }, { title: 'b' }, 'text'];
    expect(withDeadlinesInUserZone(list, CLOCK)).toEqual([
      { title: 'a', deadline_date: '2026-11-25T20:59:59.000Z' },
      { title: 'b' },
      'text',
    ]);
    expect(withDeadlinesInUserZone({ tasks: [{ deadlineDate: '2026-11-25' }] }, CLOCK)).toEqual([
      { deadlineDate: '2026-11-25', deadline_date: '2026-11-25T20:59:59.000Z' },
    ]);
    expect(withDeadlinesInUserZone({ other: 1 }, CLOCK)).toEqual({ other: 1 });
  });
});
