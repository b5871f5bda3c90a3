// The user's local calendar for the engine: today's date and the end of a day in their zone. The zone
// is an IANA name or a fixed offset ('+03:00'); Node 20's Intl knows only names, so offsets are read here.
// Never throws: an unknown zone reads as UTC.
import {
  MS_PER_MINUTE,
  addDays,
  formatLocalDate,
  fromLocalDateTime,
  isoWeekday,
  isValidTimeZone,
  timeZoneOffsetMs,
  type LocalDate,
} from '@fokus/core';

/** The clock every engine function is given: the instant and the user's time zone. */
export interface LocalClock {
  readonly now: Date;
  readonly timeZone: string;
}

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const MINUTES_PER_HOUR = 60;

/** Minutes east of UTC of a fixed offset ('+03:00', '-0530', 'Z', 'UTC'), or undefined for a zone name. */
function fixedOffsetMinutes(timeZone: string): number | undefined {
  if (timeZone === 'Z' || timeZone === 'UTC') return 0;
  const match = FIXED_OFFSET.exec(timeZone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * MINUTES_PER_HOUR + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone's offset from UTC at an instant, in minutes (0 for an unknown zone). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const fixed = fixedOffsetMinutes(timeZone);
  if (fixed !== undefined) return fixed;
  if (!isValidTimeZone(timeZone)) return 0;
  return Math.round(timeZoneOffsetMs(instant, timeZone) / MS_PER_MINUTE);
}

/** A calendar day with its ISO weekday (1 = Monday … 7 = Sunday). */
export interface Day extends LocalDate {
  readonly weekday: number;
}

/** The day of `date`. */
export function dayOf(date: LocalDate): Day {
  return { year: date.year, month: date.month, day: date.day, weekday: isoWeekday(date) };
}

/** The user's local date now. */
export function localToday(clock: LocalClock): Day {
  const valid = Number.isFinite(clock.now.getTime()) ? clock.now : new Date(0);
  const shifted = new Date(valid.getTime() + offsetMinutesAt(valid, clock.timeZone) * MS_PER_MINUTE);
  return dayOf({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** `date` moved by `days` calendar days. */
export function shiftDays(date: LocalDate, days: number): Day {
  return dayOf(addDays(date, days));
}

/** The last day of the month of `date` (29 February in leap years). */
export function lastDayOfMonth(date: LocalDate): Day {
  return dayOf({ year: date.year, month: date.month, day: daysInMonth(date.year, date.month) });
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** YYYY-MM-DD of a date. */
export function isoDate(date: LocalDate): string {
  return formatLocalDate(date);
}

function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / MINUTES_PER_HOUR))}:${pad(abs % MINUTES_PER_HOUR)}`;
}

/**
 * The end of `date` (23:59:59) in the user's zone as ISO 8601 with their offset, e.g.
 * 2026-11-24T23:59:59+03:00: a deadline of today is still ahead of now, and the local date is the
 * first ten characters.
 */
export function endOfDayIso(date: LocalDate, clock: LocalClock): string {
  const fixed = fixedOffsetMinutes(clock.timeZone);
  let offset = fixed ?? 0;
  if (fixed === undefined && isValidTimeZone(clock.timeZone)) {
    const instant = fromLocalDateTime({ ...date, hour: 23, minute: 59 }, clock.timeZone);
    offset = Math.round(timeZoneOffsetMs(instant, clock.timeZone) / MS_PER_MINUTE);
  }
  return `${isoDate(date)}T23:59:59${formatOffset(offset)}`;
}
