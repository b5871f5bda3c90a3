import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { TIME_TEXT_MINUTES, reportedTimeToSeconds, splitDuration, timeTextToMinutes } from './time';

describe('reported time', () => {
  it('converts hours and minutes to seconds', () => {
    expect(reportedTimeToSeconds({ hours: 1 })).toBe(3600);
    expect(reportedTimeToSeconds({ minutes: 1 })).toBe(60);
    expect(reportedTimeToSeconds({ hours: 1, minutes: 30 })).toBe(5400);
    expect(reportedTimeToSeconds({})).toBe(0);
  });

  it('rejects negative or non-finite values', () => {
    expect(() => reportedTimeToSeconds({ hours: -1 })).toThrow(DomainError);
    expect(() => reportedTimeToSeconds({ minutes: Number.NaN })).toThrow(DomainError);
  });

  it('splits durations for display', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(splitDuration(-3)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('time texts', () => {
  it('maps the spec table exactly', () => {
    expect(TIME_TEXT_MINUTES).toEqual({
      '15 мин': 15,
      '30 мин': 30,
      '45 мин': 45,
      '1 час': 60,
      '1.5 часа': 90,
      '2 часа': 120,
      '3 часа': 180,
      полдня: 240,
      'весь день': 480,
    });
    for (const [text, minutes] of Object.entries(TIME_TEXT_MINUTES))
      expect(timeTextToMinutes(text)).toBe(minutes);
  });

  it('tolerates case, spacing and a decimal comma', () => {
    expect(timeTextToMinutes(' Весь  день ')).toBe(480);
    expect(timeTextToMinutes('1,5 часа')).toBe(90);
  });

  it('reads other simple amounts', () => {
    expect(timeTextToMinutes('20 мин')).toBe(20);
    expect(timeTextToMinutes('4 часа')).toBe(240);
    expect(timeTextToMinutes('10 min')).toBe(10);
    expect(timeTextToMinutes('2h')).toBe(120);
    expect(timeTextToMinutes('2.5 hours')).toBe(150);
  });

  it('returns null for unknown texts', () => {
    for (const text of ['', 'скоро', '5 лет', 'toString', 'constructor'])
      expect(timeTextToMinutes(text)).toBeNull();
  });
});
