// Values as PostgreSQL writes them in its text format, turned into what the API answers without
// building a Date per value (drizzle's `timestamp` columns read each as a Date, which costs a parse
// now and a collection later: a list of 1,000 tasks holds 3,000 of them).
import pg from 'pg';

const { builtins } = pg.types;
const asText = (value: string) => value;
const TEXT_OIDS = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INT8]);

/** One frozen empty list for every `[]` of a jsonb column: most tasks have no comment or attachment. */
const EMPTY_LIST: readonly never[] = Object.freeze([]);
const parseJsonb = (value: string): unknown => (value === '[]' ? EMPTY_LIST : JSON.parse(value));

/**
 * node-postgres type parsers that leave times, dates and bigints as PostgreSQL's text (as drizzle's
 * own queries read them), read jsonb's many `[]` as one frozen empty list, and parse everything else
 * as usual (integers, booleans, other jsonb).
 */
export const TEXT_TIME_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_OIDS.has(oid) ? asText : oid === builtins.JSONB ? parseJsonb : pg.types.getTypeParser(oid, format),
};

/**
 * A `timestamptz` in PostgreSQL's text form (`2026-03-10 09:00:00.123456+00`, in the session's
 * TimeZone) as the API's ISO form (`2026-03-10T09:00:00.123Z`), exactly what
 * `new Date(text).toISOString()` gives: milliseconds truncated, never rounded.
 */
export function isoOfTimestamptz(text: string): string {
  const length = text.length;
  // The common case, a UTC session: `YYYY-MM-DD HH:MM:SS[.f…]+00`, a four-digit year; most often
  // with all six digits of microseconds.
  if (length === 29 && text.charCodeAt(10) === 32 && text.endsWith('+00') && text.charCodeAt(19) === 46) {
    // join builds one flat string; `a + 'T' + b + 'Z'` would leave a chain of concatenated pieces that
    // lives as long as the task (three per task in a list, so the collector copies them all).
    return [text.slice(0, 10), 'T', text.slice(11, 23), 'Z'].join('');
  }
  if (
    length >= 22 &&
    length <= 29 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(length - 3) === 43 &&
    text.charCodeAt(length - 2) === 48 &&
    text.charCodeAt(length - 1) === 48 &&
    (length === 22 || text.charCodeAt(19) === 46)
  ) {
    const fraction = length === 22 ? '000' : (text.slice(20, length - 3) + '00').slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  // Another zone's offset, a year past 9999, BC: the general (slower) way.
  return new Date(text).toISOString();
}

/** A nullable `timestamptz` in text form as ISO, or null. */
export function isoOfNullableTimestamptz(text: string | null): string | null {
  return text === null ? null : isoOfTimestamptz(text);
}
