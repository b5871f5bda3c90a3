/**
 * The private calendar feed (issue 18): which of a person's tasks become events of their iCalendar
 * subscription, and what each event says. Pure: the server turns these values into RFC 5545 text.
 */
import { MS_PER_MINUTE } from './constants';
import { parseRichTextDescription, richTextToPlainText } from './rich-text';
import type { Task } from './schemas/answers';
import { fromLocalDateTime, isValidTimeZone } from './zoned-time';

/** Random bytes in a feed's token: 256 bits, twice the 128 the issue asks for. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;

/** Characters of a feed's token: CALENDAR_FEED_TOKEN_BYTES in unpadded base64url. */
export const CALENDAR_FEED_TOKEN_LENGTH = Math.ceil((CALENDAR_FEED_TOKEN_BYTES / 3) * 4);

/** The length of a timed event whose task has no duration, in minutes. */
export const CALENDAR_EVENT_DEFAULT_MINUTES = 30;

/** The calendar's name, as subscribing apps show it. */
export const CALENDAR_FEED_NAME = 'Fokus';

/** The file name's ending in a feed's URL. */
const FEED_EXTENSION = '.ics';

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${CALENDAR_FEED_TOKEN_LENGTH}}$`);

/** True when `value` has the shape of a feed token the server hands out (unpadded base64url, right length). */
export function isCalendarFeedTokenFormat(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The path of a feed's file, relative to the server's public URL. */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}${FEED_EXTENSION}`;
}

/**
 * The token named by the last segment of a feed's path (`<token>.ics`), or null when the segment
 * cannot be a feed's: another ending, another shape. Such a request gets the same answer as a wrong token.
 */
export function calendarFeedTokenOfFile(file: string): string | null {
  if (!file.endsWith(FEED_EXTENSION)) return null;
  const token = file.slice(0, -FEED_EXTENSION.length);
  return isCalendarFeedTokenFormat(token) ? token : null;
}

/** The day a task is on in the calendar: its start date, or the due date as the spec's fallback. */
export function calendarDateOf(task: Pick<Task, 'startDate' | 'dueDate'>): string | null {
  return task.startDate ?? task.dueDate;
}

/**
 * The tasks a feed shows: dated ones (start date or due date), ideas left out (they are not planned
 * work), ordered by day, then start time (all-day first), then id, so the feed's text is stable.
 */
export function calendarFeedTasks<
  T extends Pick<Task, 'id' | 'type' | 'startDate' | 'dueDate' | 'startTime'>,
>(tasks: readonly T[]): T[] {
  const key = (task: T) => `${calendarDateOf(task)} ${task.startDate !== null ? (task.startTime ?? '') : ''}`;
  return tasks
    .filter((task) => task.type !== 'idea' && calendarDateOf(task) !== null)
    .sort((a, b) => key(a).localeCompare(key(b)) || a.id.localeCompare(b.id));
}

/**
 * When an event happens. `allDay`: calendar days (YYYY-MM-DD, the end exclusive). `zoned`: instants
 * (ISO 8601, UTC) of the wall-clock time in the person's time zone. `floating`: a wall-clock time
 * (YYYY-MM-DDTHH:MM:SS) with no zone, shown at that hour wherever the calendar is, when the person's
 * time zone is not known.
 */
export type CalendarEventTiming =
  | { kind: 'allDay'; start: string; end: string }
  | { kind: 'zoned'; start: string; end: string }
  | { kind: 'floating'; start: string; end: string };

/** What a task's event says (RFC 5545 VEVENT fields, before serialising). */
export interface CalendarEvent {
  /** The task's id: the event's UID is derived from it, so it is stable across every fetch. */
  taskId: string;
  summary: string;
  /** The description as plain text (rich text flattened, one line per block); null when empty. */
  description: string | null;
  timing: CalendarEventTiming;
  /** RFC 5545 STATUS: a cancelled task is CANCELLED, a completed one CONFIRMED; others say none. */
  status: 'CONFIRMED' | 'CANCELLED' | null;
  /** A finished or cancelled task does not hold the time (TRANSP:TRANSPARENT). */
  transparent: boolean;
  /** When the task last changed (ISO 8601): LAST-MODIFIED and DTSTAMP. */
  lastModified: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC-field Date's fields as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS`. */
function wallClock(ms: number, withTime: boolean): string {
  const value = new Date(ms);
  const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  return withTime
    ? `${day}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
    : day;
}

function timingOf(
  task: Pick<Task, 'startDate' | 'dueDate' | 'startTime' | 'durationMinutes'>,
  date: string,
  timeZone: string | null,
): CalendarEventTiming {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // A start time is a time of day on the start date (spec §3): a due date alone makes an all-day event.
  const time = task.startDate !== null ? task.startTime : null;
  if (time === null) {
    return {
      kind: 'allDay',
      start: date,
      end: wallClock(Date.UTC(year, month - 1, day + 1), false),
    };
  }
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const minutes =
    task.durationMinutes !== null && task.durationMinutes > 0
      ? task.durationMinutes
      : CALENDAR_EVENT_DEFAULT_MINUTES;
  const lengthMs = minutes * MS_PER_MINUTE;
  if (timeZone !== null && isValidTimeZone(timeZone)) {
    const start = fromLocalDateTime({ year, month, day, hour, minute }, timeZone).getTime();
    return {
      kind: 'zoned',
      start: new Date(start).toISOString(),
      end: new Date(start + lengthMs).toISOString(),
    };
  }
  const start = Date.UTC(year, month - 1, day, hour, minute);
  return { kind: 'floating', start: wallClock(start, true), end: wallClock(start + lengthMs, true) };
}

/**
 * A dated task's event. Timed when it has a start date and a start time (its duration, or
 * CALENDAR_EVENT_DEFAULT_MINUTES), in `timeZone` when that is a zone the platform knows, floating
 * otherwise; all-day when there is no start time. Throws for a task without a date (not in the feed).
 */
export function calendarEventOf(
  task: Pick<
    Task,
    | 'id'
    | 'title'
    | 'description'
    | 'status'
    | 'startDate'
    | 'dueDate'
    | 'startTime'
    | 'durationMinutes'
    | 'createdAt'
    | 'updatedAt'
  >,
  timeZone: string | null,
): CalendarEvent {
  const date = calendarDateOf(task);
  if (date === null) throw new RangeError(`Task ${task.id} has no date`);
  const description = richTextToPlainText(parseRichTextDescription(task.description));
  return {
    taskId: task.id,
    summary: task.title,
    description: description === '' ? null : description,
    timing: timingOf(task, date, timeZone),
    status: task.status === 'cancelled' ? 'CANCELLED' : task.status === 'completed' ? 'CONFIRMED' : null,
    transparent: task.status === 'cancelled' || task.status === 'completed',
    lastModified: task.updatedAt ?? task.createdAt,
  };
}
