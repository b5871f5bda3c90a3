/**
 * Recurring-task patterns (spec §3): daily, weekly on ISO weekdays (1 = Monday … 7 = Sunday) and
 * every N days, with the next occurrence computed in the user's time zone.
 */
import { DEFAULT_RECURRENCE_TIME } from './constants';
import type { RecurrencePattern } from './schemas/assistant';
import {
  addDays,
  assertTimeZone,
  daysBetween,
  fromLocalDateTime,
  isoWeekday,
  toLocalDateTime,
  type LocalDate,
} from './zoned-time';

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Hours and minutes of an HH:MM text; a missing or malformed one gives the default time of day. */
function parseTimeOfDay(value: string | undefined): { hour: number; minute: number } {
  const match = TIME_OF_DAY.exec(value ?? '') ?? TIME_OF_DAY.exec(DEFAULT_RECURRENCE_TIME);
  return { hour: Number(match?.[1]), minute: Number(match?.[2]) };
}

/** True when a pattern falls on `date`; custom intervals count whole days from the anchor date. */
export function occursOn(pattern: RecurrencePattern, date: LocalDate, anchor: LocalDate): boolean {
  switch (pattern.type) {
    case 'daily':
      return true;
    case 'weekly': {
      const days =
        pattern.daysOfWeek && pattern.daysOfWeek.length > 0 ? pattern.daysOfWeek : [isoWeekday(anchor)];
      return days.includes(isoWeekday(date));
    }
    case 'custom': {
      const interval = Math.max(1, pattern.interval ?? 1);
      const offset = daysBetween(anchor, date);
      return offset >= 0 && offset % interval === 0;
    }
  }
}

/** Options of nextOccurrence. */
export interface NextOccurrenceOptions {
  /** IANA zone of the user, e.g. "Europe/Moscow". */
  readonly timeZone: string;
  /** Start of the series (a weekly pattern without days repeats on its weekday; custom counts from it). Defaults to `after`. */
  readonly anchor?: Date;
}

/** The first occurrence strictly after `after`, at the pattern's time of day (default 09:00) in the user's zone. */
export function nextOccurrence(
  pattern: RecurrencePattern,
  after: Date,
  options: NextOccurrenceOptions,
): Date {
  assertTimeZone(options.timeZone);
  const time = parseTimeOfDay(pattern.timeOfDay);
  const anchorDate = toLocalDateTime(options.anchor ?? after, options.timeZone);
  const afterDate = toLocalDateTime(after, options.timeZone);
  const start = daysBetween(anchorDate, afterDate) < 0 ? anchorDate : afterDate;
  // Any pattern repeats within max(interval, 7) days; one extra day covers "today's time already passed".
  const horizon = Math.max(pattern.interval ?? 1, 7) + 1;
  for (let offset = 0; offset <= horizon; offset += 1) {
    const date = addDays(start, offset);
    if (!occursOn(pattern, date, anchorDate)) continue;
    const instant = fromLocalDateTime({ ...date, ...time }, options.timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  // Unreachable: every pattern occurs within the horizon; kept so a future pattern type fails loudly.
  throw new Error('No occurrence found within the pattern horizon');
}

/** The next `count` occurrences after `after`, in order. */
export function upcomingOccurrences(
  pattern: RecurrencePattern,
  after: Date,
  count: number,
  options: NextOccurrenceOptions,
): Date[] {
  const anchor = options.anchor ?? after;
  const occurrences: Date[] = [];
  let cursor = after;
  while (occurrences.length < count) {
    cursor = nextOccurrence(pattern, cursor, { ...options, anchor });
    occurrences.push(cursor);
  }
  return occurrences;
}
