// The user's local calendar for the engine, on top of core's AI clock (ai-clock.ts reads fixed offsets
// and zone names alike): today's date, date arithmetic and the end of a day in their zone. Never
// throws: an unknown zone reads as UTC.
import {
  addDays,
  type AiClock,
  formatLocalDate,
  instantOfLocal,
  isoWeekday,
  isValidClockTimeZone,
  type LocalDate,
  type LocalDateTime,
  localDateTimeOf,
  MS_PER_MINUTE,
  offsetMsAt,
} from '@fokus/core';

/** The clock every engine function is given: the instant and the user's time zone. */
export type LocalClock = AiClock;

/** A calendar day with its ISO weekday (1 = Monday … 7 = Sunday). */
export interface Day extends LocalDate {
  readonly weekday: number;
}

export function zoneOf(clock: LocalClock): string {
  return isValidClockTimeZone(clock.timeZone) ? clock.timeZone : 'UTC';
}

/** The zone's offset from UTC at an instant, in minutes (0 for an unknown zone). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  if (!isValidClockTimeZone(timeZone)) return 0;
  return Math.round(offsetMsAt(instant, timeZone) / MS_PER_MINUTE);
}

export function validNow(clock: LocalClock): Date {
  return Number.isFinite(clock.now.getTime()) ? clock.now : new Date(0);
}

/** The day of `date`. */
export function dayOf(date: LocalDate): Day {
  return { year: date.year, month: date.month, day: date.day, weekday: isoWeekday(date) };
}

/** The user's local date and time now. */
export function localNow(clock: LocalClock): LocalDateTime {
  return localDateTimeOf(validNow(clock), zoneOf(clock));
}

/** The user's local date now. */
export function localToday(clock: LocalClock): Day {
  return dayOf(localNow(clock));
}

/** `date` moved by `days` calendar days. */
export function shiftDays(date: LocalDate, days: number): Day {
  return dayOf(addDays(date, days));
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last day of the month of `date` (29 February in leap years). */
export function lastDayOfMonth(date: LocalDate): Day {
  return dayOf({ year: date.year, month: date.month, day: daysInMonth(date.year, date.month) });
}

/** YYYY-MM-DD of a date. */
export function isoDate(date: LocalDate): string {
  return formatLocalDate(date);
}

export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The end of `date` (23:59:59) in the user's zone as ISO 8601 with their offset, e.g.
 * 2026-11-24T23:59:59+03:00: a deadline of today is still ahead of now, and the local date is the
 * first ten characters.
 */
export function endOfDayIso(date: LocalDate, clock: LocalClock): string {
  const zone = zoneOf(clock);
  const instant = instantOfLocal({ ...date, hour: 23, minute: 59 }, 59, zone);
  const offset = Math.round(offsetMsAt(instant, zone) / MS_PER_MINUTE);
  return `${isoDate(date)}T23:59:59${formatOffset(offset)}`;
}
