/**
 * Time rules (spec §5, §9): reported time to seconds (only the added delta is sent), the AI's
 * time-estimate texts to minutes, and the Pomodoro cycle.
 */
import { MINUTES_PER_HOUR, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './constants';
import { DomainError } from './errors';

/** Time the user reports having spent. */
export interface ReportedTime {
  readonly hours?: number;
  readonly minutes?: number;
}

/** Seconds to add for reported time (1 hour 3600, 1 minute 60); this delta, not a new total, is sent. */
export function reportedTimeToSeconds(reported: ReportedTime): number {
  const hours = reported.hours ?? 0;
  const minutes = reported.minutes ?? 0;
  for (const value of [hours, minutes]) {
    if (!Number.isFinite(value) || value < 0) throw new DomainError('VALIDATION_ERROR', { field: 'time' });
  }
  return Math.round(hours * SECONDS_PER_HOUR + minutes * SECONDS_PER_MINUTE);
}

/** Hours, minutes and seconds of a duration in seconds (for display). */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    hours: Math.floor(safe / SECONDS_PER_HOUR),
    minutes: Math.floor((safe % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: safe % SECONDS_PER_MINUTE,
  };
}

/** The spec's time-estimate texts and their minutes. */
export const TIME_TEXT_MINUTES: Readonly<Record<string, number>> = {
  '15 мин': 15,
  '30 мин': 30,
  '45 мин': 45,
  '1 час': 60,
  '1.5 часа': 90,
  '2 часа': 120,
  '3 часа': 180,
  полдня: 240,
  'весь день': 480,
};

const MINUTE_UNITS = /^(мин|минут[аы]?|m|min|mins|minutes?)$/;
const HOUR_UNITS = /^(ч|час|часа|часов|h|hr|hrs|hours?)$/;

/** Minutes of a time-estimate text: the spec's table first, then "N мин" / "N ч" / "N min" / "N h"; unknown → null. */
export function timeTextToMinutes(text: string): number | null {
  const normalised = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(',', '.');
  const fromTable = TIME_TEXT_MINUTES[normalised];
  if (fromTable !== undefined && Object.hasOwn(TIME_TEXT_MINUTES, normalised)) return fromTable;
  const match = /^(\d+(?:\.\d+)?)\s*([a-zа-яё]+)\.?$/.exec(normalised);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2] ?? '';
  if (MINUTE_UNITS.test(unit)) return Math.round(amount);
  if (HOUR_UNITS.test(unit)) return Math.round(amount * MINUTES_PER_HOUR);
  return null;
}
