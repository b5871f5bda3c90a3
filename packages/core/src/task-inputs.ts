/**
 * What the inputs of the task slice accept before anything is sent, and why not when they refuse:
 * text limits (with a counter as a limit nears), the duration, the start time and reported time. The
 * web shows the reason beside the field and keeps what was typed, so nothing the server would refuse
 * is sent and nothing typed is dropped silently.
 */
import {
  COMMENT_MAX_LENGTH,
  MINUTES_PER_HOUR,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_DURATION_MAX_MINUTES,
  TASK_SEARCH_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TEXT_COUNTER_FROM_SHARE,
  TIME_SPENT_ADD_MAX_SECONDS,
} from './constants';
import { reportedTimeToSeconds } from './time';

/** The text limits of the task slice's inputs, in characters as the API counts them. */
export const TEXT_LIMITS = {
  taskTitle: TASK_TITLE_MAX_LENGTH,
  microTaskTitle: TASK_TITLE_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
  description: TASK_DESCRIPTION_MAX_LENGTH,
  search: TASK_SEARCH_MAX_LENGTH,
} as const;

/** How a text stands against its limit. */
export interface TextLimitState {
  /** Characters as the API counts them (UTF-16 units, after trimming when the field trims). */
  readonly length: number;
  readonly max: number;
  /** Characters left; negative when over. */
  readonly remaining: number;
  /** Over the limit: the field refuses to save it and says why. */
  readonly isOver: boolean;
  /** Near or over the limit: the field shows the counter. */
  readonly showCounter: boolean;
}

/**
 * `text` against `max`. Trimmed first by default, as the title, comment and micro-task schemas trim;
 * pass `trim: false` for fields stored as typed (description, search). The counter shows from
 * TEXT_COUNTER_FROM_SHARE of the limit.
 */
export function textLimitState(text: string, max: number, options: { trim?: boolean } = {}): TextLimitState {
  const length = (options.trim === false ? text : text.trim()).length;
  return {
    length,
    max,
    remaining: max - length,
    isOver: length > max,
    showCounter: length >= Math.ceil(max * TEXT_COUNTER_FROM_SHARE),
  };
}

/** An input read for saving: its value, or the reason it cannot be saved. */
export type InputReading<T, P extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: P };

/** Why a duration cannot be saved. */
export type DurationProblem = 'notWholeMinutes' | 'tooLong';

/** A duration field's text as whole minutes (empty → null, no duration), within TASK_DURATION_MAX_MINUTES. */
export function readDurationMinutes(text: string): InputReading<number | null, DurationProblem> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'notWholeMinutes' };
  const minutes = Number(trimmed);
  if (minutes > TASK_DURATION_MAX_MINUTES) return { ok: false, problem: 'tooLong' };
  return { ok: true, value: minutes };
}

/** Why a start time cannot be saved. */
export type StartTimeProblem = 'invalidTime';

/**
 * A start-time field's text as HH:MM (empty → null). Seconds, which a browser time field may add, are
 * dropped; an hour without its leading zero gets one.
 */
export function readStartTime(text: string): InputReading<string | null, StartTimeProblem> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const match = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(trimmed);
  const hours = match ? Number(match[1]) : Number.NaN;
  if (!match || hours > 23) return { ok: false, problem: 'invalidTime' };
  return { ok: true, value: `${String(hours).padStart(2, '0')}:${match[2]}` };
}

/** Why reported time cannot be added. */
export type ReportedTimeProblem = 'invalid' | 'nothing' | 'tooMuch';

/**
 * Hours and minutes fields as the seconds to add (spec §5: only the added time is sent). Empty fields
 * count as 0; minutes go up to 59; at most TIME_SPENT_ADD_MAX_SECONDS in one report.
 */
export function readReportedTime(
  hoursText: string,
  minutesText: string,
): InputReading<number, ReportedTimeProblem> {
  const whole = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return 0;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
  };
  const hours = whole(hoursText);
  const minutes = whole(minutesText);
  if (hours === null || minutes === null || minutes >= MINUTES_PER_HOUR)
    return { ok: false, problem: 'invalid' };
  const seconds = reportedTimeToSeconds({ hours, minutes });
  if (seconds === 0) return { ok: false, problem: 'nothing' };
  if (seconds > TIME_SPENT_ADD_MAX_SECONDS) return { ok: false, problem: 'tooMuch' };
  return { ok: true, value: seconds };
}
