/**
 * The user's clock for AI calls, on the server and in the browser alike: a time zone is an IANA name
 * (Europe/Moscow) or a fixed UTC offset (+03:00, as the CLI's --now carries). Node 20's Intl knows only
 * the names, so offsets are computed here.
 */
import { MS_PER_MINUTE, MS_PER_SECOND } from './constants';
import { firstOwnProperty, ownProperty } from './text';
import {
  formatLocalDate,
  fromLocalDateTime,
  isValidTimeZone,
  timeZoneOffsetMs,
  toLocalDateTime,
  type LocalDateTime,
} from './zoned-time';

/** The user's clock: the instant and their time zone (an IANA name, or a fixed offset such as '+03:00'). */
export interface AiClock {
  readonly now: Date;
  readonly timeZone: string;
}

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Minutes east of UTC of a fixed offset ('+03:00', '-0530', 'Z', 'UTC'), or undefined for anything else. */
export function parseFixedOffset(timeZone: string): number | undefined {
  if (timeZone === 'Z' || timeZone === 'UTC') return 0;
  const match = FIXED_OFFSET.exec(timeZone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[3]) >= 60 || minutes > MAX_OFFSET_MINUTES) return undefined;
  return match[1] === '-' ? -minutes : minutes;
}

/** True for a fixed offset or an IANA name the platform knows. */
export function isValidClockTimeZone(timeZone: string): boolean {
  return parseFixedOffset(timeZone) !== undefined || isValidTimeZone(timeZone);
}

/** The zone's offset from UTC at an instant, in ms. */
export function offsetMsAt(instant: Date, timeZone: string): number {
  const fixed = parseFixedOffset(timeZone);
  return fixed === undefined ? timeZoneOffsetMs(instant, timeZone) : fixed * MS_PER_MINUTE;
}

/** The wall-clock date and time of an instant in the zone. */
export function localDateTimeOf(instant: Date, timeZone: string): LocalDateTime {
  if (parseFixedOffset(timeZone) === undefined) return toLocalDateTime(instant, timeZone);
  const shifted = new Date(instant.getTime() + offsetMsAt(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The local calendar date (YYYY-MM-DD) of an instant in the zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatLocalDate(localDateTimeOf(instant, timeZone));
}

/** The instant of a wall-clock time in the zone (DST gaps and overlaps as core's fromLocalDateTime). */
export function instantOfLocal(local: LocalDateTime, seconds: number, timeZone: string): Date {
  const fixed = parseFixedOffset(timeZone);
  const base =
    fixed === undefined
      ? fromLocalDateTime(local, timeZone).getTime()
      : Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - fixed * MS_PER_MINUTE;
  return new Date(base + seconds * MS_PER_SECOND);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function formatOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MS_PER_MINUTE);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "2026-11-23 09:00, Monday, UTC+03:00": the user's now as a model reads it. */
export function describeNow(clock: AiClock): string {
  const local = localDateTimeOf(clock.now, clock.timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()];
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return `${formatLocalDate(local)} ${time}, ${weekday}, UTC${formatOffset(offsetMsAt(clock.now, clock.timeZone))}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_WITHOUT_ZONE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads a deadline as the user meant it: a bare date (2026-11-27) is the end of that day in their zone,
 * so a deadline of today is still ahead of now; a date-time without a zone is their wall-clock time.
 * Anything else is returned unchanged for core's normalisation to judge; an impossible date becomes null.
 */
export function deadlineInUserZone(value: string, clock: AiClock): string | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  const dateTime = dateOnly ? null : DATE_TIME_WITHOUT_ZONE.exec(text);
  const match = dateOnly ?? dateTime;
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  if (dateOnly) {
    return instantOfLocal({ year, month, day, hour: 23, minute: 59 }, 59, clock.timeZone).toISOString();
  }
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return instantOfLocal({ year, month, day, hour, minute }, second, clock.timeZone).toISOString();
}

/**
 * An AI task list (an array, or `{tasks: [...]}`) with every bare or zone-less deadline read in the
 * user's zone (see deadlineInUserZone); anything else unchanged. The server reads every provider's
 * answer through this, and the browser the built-in engine's.
 */
export function withDeadlinesInUserZone(value: unknown, clock: AiClock): unknown {
  const list = Array.isArray(value) ? value : ownProperty(value, 'tasks');
  if (!Array.isArray(list)) return value;
  return list.map((item: unknown) => {
    const deadline = firstOwnProperty(item, ['deadline_date', 'deadlineDate']);
    if (typeof deadline !== 'string' || typeof item !== 'object' || item === null) return item;
    // Spread copies own data properties only, so a `__proto__` key stays a plain key.
    return { ...item, deadline_date: deadlineInUserZone(deadline, clock) };
  });
}
