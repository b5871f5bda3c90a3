/**
 * Calendar arithmetic in a user's time zone without reading the clock: offsets come from
 * Intl.DateTimeFormat, so month ends, leap days and DST changes are handled by the platform's zone data.
 */
import { MS_PER_DAY, MS_PER_SECOND } from './constants';
import { DomainError } from './errors';

/** A calendar date in some time zone. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A wall-clock date and time in some time zone. */
export interface LocalDateTime extends LocalDate {
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the platform knows the IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Throws VALIDATION_ERROR for an unknown time zone name. */
export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new DomainError('VALIDATION_ERROR', { field: 'timeZone' });
}

function localParts(instant: number, timeZone: string): LocalDateTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (e.g. +3 h for Europe/Moscow). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / MS_PER_SECOND) * MS_PER_SECOND;
  const local = localParts(whole, timeZone);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - whole;
}

/** The wall-clock date and time of an instant in a time zone. */
export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const { year, month, day, hour, minute } = localParts(instant.getTime(), timeZone);
  return { year, month, day, hour, minute };
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a DST jump (02:30 on a spring-forward
 * night) moves forward by the jump; a time that occurs twice (autumn) takes the earlier instant.
 */
export function fromLocalDateTime(local: LocalDateTime, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const candidates = [
    asUtc - timeZoneOffsetMs(new Date(asUtc - MS_PER_DAY), timeZone),
    asUtc - timeZoneOffsetMs(new Date(asUtc + MS_PER_DAY), timeZone),
  ];
  const exact = candidates.filter((candidate) => {
    const back = toLocalDateTime(new Date(candidate), timeZone);
    return (
      back.year === local.year &&
      back.month === local.month &&
      back.day === local.day &&
      back.hour === local.hour &&
      back.minute === local.minute
    );
  });
  // In a gap neither candidate maps back; the pre-transition offset lands just after the jump.
  return new Date(exact.length > 0 ? Math.min(...exact) : (candidates[0] ?? asUtc));
}

/** The calendar date `days` after `date` (negative goes back); month ends and leap days roll over correctly. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The same UTC date and time `years` later (negative goes back). A date the target year lacks (29 February)
 * becomes that month's last day (28 February), so the result is never more than `years` calendar years away.
 */
export function addUtcYears(instant: Date, years: number): Date {
  const year = instant.getUTCFullYear() + years;
  const month = instant.getUTCMonth();
  const monthEnd = new Date(0);
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years below 100 literal.
  monthEnd.setUTCFullYear(year, month + 1, 0);
  const result = new Date(instant.getTime());
  result.setUTCFullYear(year, month, Math.min(instant.getUTCDate(), monthEnd.getUTCDate()));
  return result;
}

/** Whole days from `from` to `to` (calendar days, unaffected by DST). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / MS_PER_DAY,
  );
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A date as YYYY-MM-DD. */
export function formatLocalDate(date: LocalDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
