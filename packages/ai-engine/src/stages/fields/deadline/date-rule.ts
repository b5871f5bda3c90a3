// Stage fields, deadlines: the shape of a date rule and the calendar arithmetic the rules use (the next
// weekday, the coming Saturday, the end of the week or month, a date this year or next).
import {
  type Day,
  dayOf,
  daysInMonth,
  isoDate,
  type LocalClock,
  localNow,
  localToday,
  shiftDays,
} from '../../../calendar.js';
import { type RuleExample, type StageRule } from '../../../rule.js';
import { fold, hasCyrillic, WORD_END, WORD_START } from '../../normalise/text.js';

/** A date phrase found in a text. */
export interface DateMatch {
  readonly start: number;
  readonly end: number;
  /** The local calendar date it names. */
  readonly date: Day;
  /** How specific it is: 3 a calendar date, 2 a day, 1 a period, 0 a time of today, -1 a bare clock time. */
  readonly rank: number;
}

/** What a rule needs to resolve a match. */
export interface RuleContext {
  readonly today: Day;
  /** Minutes since local midnight now. */
  readonly minuteOfDay: number;
  /** Text after the match (folded), for rules that look ahead. */
  readonly after: string;
  /** True when the whole text is Russian (numeric dates read day first). */
  readonly russian: boolean;
}

export interface Rule {
  readonly pattern: RegExp;
  readonly rank: number;
  resolve(match: RegExpExecArray, context: RuleContext): Day | null;
}

/** What a date rule's examples read: a phrase and the user's clock, ISO with its offset. */
export interface DatePhrase {
  readonly text: string;
  readonly now: string;
}

/**
 * An own date rule with its name, what it reads and its examples: `apply` reads a phrase with this rule
 * alone and gives the first date it resolves (YYYY-MM-DD), or null.
 */
export interface DateRule extends Rule, StageRule<DatePhrase, string | null> {}

/** The name, description and examples of a date rule. */
export interface DateRuleAbout {
  readonly name: string;
  readonly description: string;
  readonly examples: readonly RuleExample<DatePhrase, string | null>[];
}

/** An example of a date rule: `text` read at `now` names `expected` (or no date). */
export function example<O = string | null>(
  text: string,
  now: string,
  expected: O,
): RuleExample<DatePhrase, O> {
  return { input: { text, now }, expected };
}

/** A text as the date rules read it: folded, with one kind of apostrophe. */
export function foldForDates(text: string): string {
  return fold(text).replace(/[’`]/g, "'");
}

/** Minutes since local midnight of the clock's instant (0 when the instant is not a date). */
export function minuteOfDay(clock: LocalClock): number {
  if (!Number.isFinite(clock.now.getTime())) return 0;
  const local = localNow(clock);
  return local.hour * 60 + local.minute;
}

/** Every match of a rule's pattern in a folded text, with its span (a possessive "'s" goes with it). */
export function* ruleMatches(
  pattern: RegExp,
  folded: string,
): Generator<{ match: RegExpExecArray; start: number; end: number }> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    const start = match.index;
    // "before tomorrow's pitch": the possessive goes with the date, which then stays in the title.
    const end =
      start + match[0].length + (/^'s(?![a-z])/.test(folded.slice(start + match[0].length)) ? 2 : 0);
    if (end === start) {
      pattern.lastIndex++;
      continue;
    }
    yield { match, start, end };
  }
}

/** The next `weekday` after today (today itself → a week later). */
export function nextWeekday(today: Day, weekday: number): Day {
  const ahead = (weekday - today.weekday + 7) % 7;
  return shiftDays(today, ahead === 0 ? 7 : ahead);
}

/** `weekday` of next week (Monday to Sunday). */
export function weekdayOfNextWeek(today: Day, weekday: number): Day {
  return shiftDays(today, 7 - today.weekday + weekday);
}

/** The coming Saturday: today on a Saturday, the next one on a Sunday. */
export function comingSaturday(today: Day): Day {
  if (today.weekday === 6) return today;
  return shiftDays(today, today.weekday === 7 ? 6 : 6 - today.weekday);
}

export function endOfWeek(today: Day): Day {
  return shiftDays(today, 7 - today.weekday);
}

/** The end of the working week: this week's Friday, or on a Saturday or a Sunday that week's Sunday. */
export function endOfWorkingWeek(today: Day): Day {
  return today.weekday <= 5 ? shiftDays(today, 5 - today.weekday) : endOfWeek(today);
}

export function firstOfNextMonth(today: Day): Day {
  return today.month === 12
    ? dayOf({ year: today.year + 1, month: 1, day: 1 })
    : dayOf({ year: today.year, month: today.month + 1, day: 1 });
}

export function addMonths(today: Day, months: number): Day {
  const index = today.month - 1 + months;
  const year = today.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayOf({ year, month, day: Math.min(today.day, daysInMonth(year, month)) });
}

export function compare(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A day and month from today on: this year, or next year when it has passed; null when not a real date. */
export function nextDate(today: Day, month: number, day: number, year?: number): Day | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (year !== undefined) {
    const full = year < 100 ? 2000 + year : year;
    if (day > daysInMonth(full, month)) return null;
    const date = dayOf({ year: full, month, day });
    return compare(date, today) < 0 ? null : date;
  }
  for (const candidateYear of [today.year, today.year + 1]) {
    if (day > daysInMonth(candidateYear, month)) continue;
    const date = dayOf({ year: candidateYear, month, day });
    if (compare(date, today) >= 0) return date;
  }
  return null;
}

/** The next day-of-month `day` from today (this month, else the next month that has it). */
export function nextDayOfMonth(today: Day, day: number): Day | null {
  if (day < 1 || day > 31) return null;
  for (let step = 0; step < 3; step++) {
    const month = addMonths(dayOf({ ...today, day: 1 }), step);
    if (day > daysInMonth(month.year, month.month)) continue;
    const date = dayOf({ year: month.year, month: month.month, day });
    if (compare(date, today) >= 0) return date;
  }
  return null;
}

export function relative(today: Day, amount: number, unit: string): Day | null {
  if (amount < 0 || amount > 366) return null;
  if (/^(?:д|сут|day)/.test(unit)) return shiftDays(today, amount);
  if (/^(?:недел|week)/.test(unit)) return shiftDays(today, amount * 7);
  if (/^(?:месяц|month)/.test(unit)) return addMonths(today, amount);
  if (/^(?:год|year)/.test(unit)) return addMonths(today, amount * 12);
  return null;
}

/** The clock of an example: its instant, in the zone of its offset ('Z' is UTC). */
export function clockOf(now: string): LocalClock {
  const offset = /(?:[+-]\d{2}:\d{2}|Z)$/.exec(now)?.[0] ?? 'Z';
  return { now: new Date(now), timeZone: offset === 'Z' ? 'UTC' : offset };
}

/** A date rule: its pattern (whole words, every match), its rank and how a match resolves to a day. */
export function rule(about: DateRuleAbout, source: string, rank: number, resolve: Rule['resolve']): DateRule {
  const pattern = new RegExp(`${WORD_START}(?:${source})${WORD_END}`, 'g');
  return {
    ...about,
    pattern,
    rank,
    resolve,
    apply({ text, now }) {
      const clock = clockOf(now);
      const today = localToday(clock);
      const folded = foldForDates(text);
      const own = new RegExp(pattern.source, pattern.flags);
      for (const { match, end } of ruleMatches(own, folded)) {
        const context = {
          today,
          minuteOfDay: minuteOfDay(clock),
          after: folded.slice(end),
          russian: hasCyrillic(text),
        };
        const date = resolve(match, context);
        if (date) return isoDate(date);
      }
      return null;
    },
  };
}

export const RU_PREP = '(?:(?:до|к|ко|на|в|во|с|со|не\\s+позже|не\\s+позднее)\\s+)?';
export const EN_PREP = '(?:(?:on|by|before|b4|until|till|til|due|for|no\\s+later\\s+than)\\s+)?';

/** The weekday rule shared by both languages: "next" → next week's, "this" → the coming one (today allowed). */
/**
 * "понедельник утро, а я уже без сил", "sunday and it's freezing": today's weekday named bare (no
 * preposition, no "next") says what day it is, not when something is due. As a header ("Monday:") it
 * is today.
 */
export function isTodayNamed(match: RegExpExecArray, weekday: number | undefined, today: Day): boolean {
  return (
    match[1] === undefined &&
    weekday === today.weekday &&
    /^[a-zа-яё]/.test(match[0]) &&
    !PREPOSITION_START.test(match[0])
  );
}
export const PREPOSITION_START =
  /^(?:до|к|ко|в|во|на|с|со|on|by|before|b4|until|till|til|due|for|no\s+later\s+than|не\s+позже|не\s+позднее)\s/;

export function resolveWeekday(
  modifier: string | undefined,
  weekday: number | undefined,
  today: Day,
): Day | null {
  if (weekday === undefined) return null;
  if (modifier !== undefined && /^(?:следующ|будущ|next)/.test(modifier))
    return weekdayOfNextWeek(today, weekday);
  if (modifier !== undefined && /^(?:эт|this)/.test(modifier) && weekday === today.weekday) return today;
  return nextWeekday(today, weekday);
}

export function clockTime(
  hourText: string | undefined,
  minuteText: string | undefined,
  meridiem: string | undefined,
) {
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** A bare clock time means today, or tomorrow when that time has already passed. */
export function todayOrTomorrow(context: RuleContext, minutes: number | null): Day | null {
  if (minutes === null) return null;
  return minutes > context.minuteOfDay ? context.today : shiftDays(context.today, 1);
}
