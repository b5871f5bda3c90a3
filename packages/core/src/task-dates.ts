/** How a task's calendar date is shown: one format for the list and the detail, in the interface language. */
import type { Language } from './settings';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A task's calendar date (YYYY-MM-DD: start date or the due-date fallback) as the interface shows it,
 * e.g. '15 июня 2026 г.' or 'June 15, 2026'. The day is formatted as a calendar day, never shifted by a
 * time zone; anything that is not a real calendar date is returned unchanged.
 */
export function formatTaskDate(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (
    instant.getUTCFullYear() !== year ||
    instant.getUTCMonth() !== month - 1 ||
    instant.getUTCDate() !== day
  )
    return value;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(instant);
}
