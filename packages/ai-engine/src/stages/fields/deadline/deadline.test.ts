import { describe, expect, it } from 'vitest';
import { describeRules } from '../../../../test/rules.js';
import { endOfDayIso, localToday, type LocalClock } from '../../../calendar.js';
import { correctedDates } from './corrections.js';
import { type Rule } from './date-rule.js';
import { DATE_RULES } from './date-rules.js';
import { CHRONO_SKIPS, findDates } from './find-dates.js';
import { isoDate } from '../../../calendar.js';

describeRules('deadline (own date rules)', DATE_RULES);
describeRules('deadline (chrono-node readings skipped)', CHRONO_SKIPS);

describe('the list of own date rules', () => {
  it('names every rule once, in kebab-case', () => {
    const names = DATE_RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('is ordered: of two rules reading the same words, the earlier wins', () => {
    // "до обеда" is read by both: as a part of today, and as noon (tomorrow once noon has passed).
    const partOfToday = DATE_RULES.findIndex((rule) => rule.name === 'part-of-today');
    const byNoon = DATE_RULES.findIndex((rule) => rule.name === 'by-noon');
    expect(partOfToday).toBeGreaterThanOrEqual(0);
    expect(partOfToday).toBeLessThan(byNoon);
    const swapped: Rule[] = [...DATE_RULES];
    [swapped[partOfToday], swapped[byNoon]] = [DATE_RULES[byNoon] as Rule, DATE_RULES[partOfToday] as Rule];
    // Wednesday 10 March 2027, 18:30 in -05:00: noon has passed.
    const clock: LocalClock = { now: new Date('2027-03-10T18:30:00-05:00'), timeZone: '-05:00' };
    const text = 'занести ключи соседке до обеда';
    const best = (rules: readonly Rule[]) => {
      const date = findDates(text, clock, localToday(clock), true, rules).dates[0]?.date;
      return date ? isoDate(date) : null;
    };
    expect(best(DATE_RULES)).toBe('2027-03-10');
    expect(best(swapped)).toBe('2027-03-11');
  });
});

/** The date a phrase names for a user whose clock is `now` (its offset is the zone unless one is given). */
function dateOf(text: string, now: string, timeZone = now.slice(19)): string | null {
  const clock: LocalClock = { now: new Date(now), timeZone };
  const best = findDates(text, clock, localToday(clock)).dates[0];
  return best ? isoDate(best.date) : null;
}

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23T09:00:00+03:00';

describe('hours in words that are no time', () => {
  it('"до трёх задач" names no date', () => {
    expect(dateOf('сократить список до трёх задач', MONDAY)).toBeNull();
  });
});

describe('dictated weekdays and corrections', () => {
  /** The date that counts in a text once its corrections are read. */
  const corrected = (text: string) => {
    const clock: LocalClock = { now: new Date(MONDAY), timeZone: '+03:00' };
    const reading = correctedDates(text, findDates(text, clock, localToday(clock)));
    return reading.dates[0] ? isoDate(reading.dates[0].date) : null;
  };

  it('a short weekday opening a clause dates it; "sat" and "sun" alone do not', () => {
    expect(dateOf('thu collect the dry cleaning', MONDAY)).toBe('2026-11-26');
    expect(dateOf('fri send the timesheet', MONDAY)).toBe('2026-11-27');
    expect(dateOf('sun cream for the trip', MONDAY)).toBeNull();
  });

  it('"no actually", "actually no", "хотя нет" correct the date said before them', () => {
    expect(corrected('mow the lawn on wednesday no actually thursday')).toBe('2026-11-26');
    expect(corrected('забрать посылку в среду хотя нет в пятницу')).toBe('2026-11-27');
  });

  it('a bare "нет" / "no" between two dates corrects the first; elsewhere it corrects nothing', () => {
    expect(corrected('вернуть книги в пятницу нет в четверг')).toBe('2026-11-26');
    expect(corrected('pay the gas bill on the 3rd no the 4th')).toBe('2026-12-04');
    expect(corrected('в пятницу купить хлеб, нет времени в четверг')).toBe('2026-11-27');
  });
});

describe('deadlines of the evaluation conventions', () => {
  it.each([
    ['к пятнице', '2026-11-27'],
    // Dictated ordinal days with "числа", in the dative, and hours in words.
    ['оплатить третьего числа', '2026-12-03'],
    ['к двадцать пятому числу', '2026-11-25'],
    ['к пятому', '2026-12-05'],
    ['отправить до шести', '2026-11-23'],
    ['к восьми утра', '2026-11-24'],
    // The end of a named day, a weekday of next week, the end of next week, noon.
    ['EOD friday', '2026-11-27'],
    ['by COB tomorrow', '2026-11-24'],
    ['next week thursday', '2026-12-03'],
    ['в четверг на следующей неделе', '2026-12-03'],
    ['by the end of next week', '2026-12-04'],
    ['до конца следующей недели', '2026-12-06'],
    ['by noon', '2026-11-23'],
    // English days of the month in words, after a preposition of a date.
    ['water bill on the first', '2026-12-01'],
    ['due by the twenty-second', '2026-12-22'],
    ['by the fifth of December', '2026-12-05'],
    ['by Friday', '2026-11-27'],
    ['на выходных', '2026-11-28'],
    ['at the weekend', '2026-11-28'],
    ['на следующей неделе', '2026-11-30'],
    ['next week', '2026-11-30'],
    ['до конца месяца', '2026-11-30'],
    ['by the end of this month', '2026-11-30'],
    ['вечером', '2026-11-23'],
    ['tonight', '2026-11-23'],
    ['до Нового года', '2026-12-31'],
    ['послезавтра', '2026-11-25'],
    ['через 2 дня', '2026-11-25'],
    ['in 3 days', '2026-11-26'],
    ['в четверг', '2026-11-26'],
    ['до среды', '2026-11-25'],
    ['25 ноября', '2026-11-25'],
    ['25.11', '2026-11-25'],
    ['15 декабря', '2026-12-15'],
    ['December 15th', '2026-12-15'],
    ['by end of day', '2026-11-23'],
    ['через неделю', '2026-11-30'],
    ['в следующем месяце', '2026-12-01'],
    ['до конца недели', '2026-11-29'],
    ['by the 15th', '2026-12-15'],
    ['к 30 числу', '2026-11-30'],
    ['до 4-го', '2026-12-04'],
    ['завтро', '2026-11-24'],
    ['30го утром', '2026-11-30'],
    ['к 25-му', '2026-11-25'],
  ])('%s → %s', (phrase, expected) => {
    expect(dateOf(phrase, MONDAY)).toBe(expected);
  });

  it('reads no date in purposes, habits and possessives', () => {
    expect(dateOf('составить бюджет на декабрь', MONDAY)).toBeNull();
    expect(dateOf("plan next week's meals", MONDAY)).toBeNull();
    expect(dateOf('do a 15 minute stretch in the morning', MONDAY)).toBeNull();
    expect(dateOf('бегать по понедельникам', MONDAY)).toBeNull();
    expect(dateOf('составить план на неделю', MONDAY)).toBeNull();
  });

  it("today's weekday named bare says what day it is; as a header it is today", () => {
    expect(dateOf('понедельник утро, а я уже без сил', MONDAY)).toBeNull();
    expect(dateOf("monday again and I'm tired", MONDAY)).toBeNull();
    expect(dateOf('Понедельник: отчёт', MONDAY)).toBe('2026-11-23');
    expect(dateOf('вторник, надо успеть', MONDAY)).toBe('2026-11-24');
  });

  it('a day that names an event yields to a date said for the task', () => {
    expect(dateOf("before tomorrow's board meeting print the agenda tonight", MONDAY)).toBe('2026-11-23');
    expect(dateOf("prepare slides before Friday's meeting", MONDAY)).toBe('2026-11-27');
    expect(dateOf('by thursday plan the december 4th party', MONDAY)).toBe('2026-11-26');
    expect(dateOf('plan the party on December 4th', MONDAY)).toBe('2026-12-04');
  });

  it('"the day after tomorrow" is said for the task; "a weekend getaway" names no date', () => {
    expect(dateOf('The day after tomorrow renew the parking pass', MONDAY)).toBe('2026-11-25');
    expect(dateOf('book a weekend getaway for her birthday', MONDAY)).toBeNull();
    expect(dateOf('book my weekend shift', MONDAY)).toBeNull();
    expect(dateOf('clean the garage at the weekend', MONDAY)).toBe('2026-11-28');
    expect(dateOf('this weekend call grandma', MONDAY)).toBe('2026-11-28');
    expect(dateOf('shovel the driveway before work', MONDAY)).toBe('2026-11-23');
    expect(dateOf('поздравить тётю с юбилеем 30-го', MONDAY)).toBe('2026-11-30');
    expect(dateOf('поздравить тётю 5-го числа', MONDAY)).toBe('2026-12-05');
  });

  it('reads no deadline in a length of time or a day in the past', () => {
    expect(dateOf("chase the client for the payment, it's been 45 days", MONDAY)).toBeNull();
    expect(dateOf("return the dish, it's been in my sink for 2 weeks", MONDAY)).toBeNull();
    expect(dateOf("log my hours, haven't since the 12th", MONDAY)).toBeNull();
    expect(dateOf('call grandma, we last spoke 2 weeks ago', MONDAY)).toBeNull();
    expect(dateOf("find last year's 1099s", MONDAY)).toBeNull();
    expect(dateOf('до 5 кг', MONDAY)).toBeNull();
    // A length of time with "in" / "через" is still a deadline.
    expect(dateOf('renew the passport in 2 weeks', MONDAY)).toBe('2026-12-07');
  });
});

describe('weekdays', () => {
  it('a weekday that is today means the same day next week', () => {
    expect(dateOf('в понедельник', MONDAY)).toBe('2026-11-30');
    expect(dateOf('on Monday', MONDAY)).toBe('2026-11-30');
    expect(dateOf('к понедельнику', MONDAY)).toBe('2026-11-30');
  });

  it('"this" weekday on that day is today', () => {
    expect(dateOf('this Monday', MONDAY)).toBe('2026-11-23');
  });

  it('"next" weekday is that day of next week', () => {
    expect(dateOf('next Tuesday', MONDAY)).toBe('2026-12-01');
    expect(dateOf('в следующую пятницу', MONDAY)).toBe('2026-12-04');
    // On a Sunday next week starts tomorrow.
    expect(dateOf('next Tuesday', '2027-07-04T10:00:00-04:00')).toBe('2027-07-06');
  });

  it('the weekend seen from Saturday is today, from Sunday the next Saturday', () => {
    expect(dateOf('на выходных', '2027-03-06T08:00:00+00:00')).toBe('2027-03-06');
    expect(dateOf('this weekend', '2027-01-31T11:00:00+03:00')).toBe('2027-02-06');
  });

  it('abbreviations count only as list heads or after a preposition', () => {
    expect(dateOf('пн: отчёт', MONDAY)).toBe('2026-11-30');
    expect(dateOf('в пт', MONDAY)).toBe('2026-11-27');
    expect(dateOf('by Sat', MONDAY)).toBe('2026-11-28');
    expect(dateOf('sit in the sun', MONDAY)).toBeNull();
  });
});

describe('month and year ends, leap years', () => {
  it('the end of February is the 29th in a leap year and the 28th otherwise', () => {
    expect(dateOf('до конца месяца', '2028-02-10T12:00:00+01:00')).toBe('2028-02-29');
    expect(dateOf('by the end of this month', '2026-02-10T12:00:00-05:00')).toBe('2026-02-28');
  });

  it('on the last day of a month its end is today', () => {
    expect(dateOf('до конца месяца', '2027-09-30T08:00:00+03:00')).toBe('2027-09-30');
  });

  it('a day and month already past this year mean next year', () => {
    expect(dateOf('15 ноября', MONDAY)).toBe('2027-11-15');
    expect(dateOf('до 10.01', '2026-12-30T20:00:00+03:00')).toBe('2027-01-10');
  });

  it('29 February exists only in leap years', () => {
    expect(dateOf('29 февраля', '2027-03-01T09:00:00+03:00')).toBe('2028-02-29');
    expect(dateOf('29.02.2027', '2027-01-01T09:00:00+03:00')).toBeNull();
  });

  it('tomorrow on 31 December is next year; the New Year deadline is 31 December', () => {
    expect(dateOf('завтра', '2026-12-31T10:00:00+03:00')).toBe('2027-01-01');
    expect(dateOf('before New Year', '2026-12-30T10:00:00+00:00')).toBe('2026-12-31');
  });

  it('numeric dates: day first in Russian, month first in English unless it cannot be', () => {
    expect(dateOf('до 05.12', MONDAY)).toBe('2026-12-05');
    expect(dateOf('by 12/5', MONDAY)).toBe('2026-12-05');
    expect(dateOf('by 25/12', MONDAY)).toBe('2026-12-25');
    expect(dateOf('до 05/12', MONDAY)).toBe('2026-12-05');
  });
});

describe('time zones: relative dates use the user local date, not UTC', () => {
  it('late evening west of UTC: tomorrow is the next local day although UTC is already there', () => {
    // 23:30 in -05:00 is 04:30 UTC on the 29th.
    expect(dateOf('tomorrow', '2027-05-28T23:30:00-05:00')).toBe('2027-05-29');
    expect(dateOf('today', '2027-05-28T23:30:00-05:00')).toBe('2027-05-28');
  });

  it('just after midnight east of UTC: today is the new local day although UTC is still on the last', () => {
    expect(dateOf('сегодня', '2026-08-01T00:20:00+03:00')).toBe('2026-08-01');
    expect(dateOf('today', '2026-08-01T01:00:00+05:30')).toBe('2026-08-01');
  });

  it('an IANA zone reads the same as its offset', () => {
    expect(dateOf('завтра', '2026-11-23T22:30:00Z', 'Europe/Moscow')).toBe('2026-11-25');
    expect(dateOf('tomorrow', '2026-11-24T03:00:00Z', 'America/New_York')).toBe('2026-11-24');
  });

  it('the deadline is the end of that day with the user offset, so today is still ahead of now', () => {
    const clock: LocalClock = { now: new Date('2026-11-23T09:00:00+03:00'), timeZone: '+03:00' };
    expect(endOfDayIso(localToday(clock), clock)).toBe('2026-11-23T23:59:59+03:00');
    const newYork: LocalClock = { now: new Date('2026-07-01T12:00:00Z'), timeZone: 'America/New_York' };
    expect(endOfDayIso(localToday(newYork), newYork)).toBe('2026-07-01T23:59:59-04:00');
    const india: LocalClock = { now: new Date('2026-07-01T12:00:00Z'), timeZone: '+05:30' };
    expect(endOfDayIso(localToday(india), india)).toBe('2026-07-01T23:59:59+05:30');
  });

  it('an unknown zone reads as UTC instead of throwing', () => {
    expect(dateOf('today', '2026-11-23T23:30:00Z', 'Mars/Olympus')).toBe('2026-11-23');
  });
});

describe('clock times', () => {
  it('a bare time is today, or tomorrow once it has passed', () => {
    expect(dateOf('созвон в 15:00', MONDAY)).toBe('2026-11-23');
    expect(dateOf('call at 8am', '2026-11-23T09:00:00+03:00')).toBe('2026-11-24');
  });

  it('a day named next to the time wins', () => {
    expect(dateOf('в пятницу в 15:00', MONDAY)).toBe('2026-11-27');
  });
});
