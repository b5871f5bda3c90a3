/**
 * The Pomodoro lengths a person may choose (issue 18, spec §2 settings): whole minutes within
 * POMODORO_MIN_MINUTES..POMODORO_MAX_MINUTES for each interval and 2..8 work intervals before the
 * long break. Kept per device; what is stored is read field by field, a bad field falls back to
 * its default, and a bad edit is refused with the field and the reason.
 */
import { POMODORO_MAX_MINUTES, POMODORO_MIN_MINUTES } from './constants';
import { DEFAULT_POMODORO_SETTINGS, type PomodoroSettings } from './pomodoro';

/** Device storage key of the Pomodoro lengths. */
export const POMODORO_SETTINGS_STORAGE_KEY = 'fokus-pomodoro-settings';

/** Fewest work intervals before the long break settings may choose. */
export const POMODORO_MIN_SESSIONS_BEFORE_LONG_BREAK = 2;

/** Most work intervals before the long break settings may choose. */
export const POMODORO_MAX_SESSIONS_BEFORE_LONG_BREAK = 8;

/** The fields of the Pomodoro settings, in the order the settings show them. */
export const POMODORO_SETTING_FIELDS = [
  'workMinutes',
  'breakMinutes',
  'longBreakMinutes',
  'sessionsBeforeLongBreak',
] as const;

/** One field of the Pomodoro settings. */
export type PomodoroSettingField = (typeof POMODORO_SETTING_FIELDS)[number];

/** The smallest and largest value a field accepts. */
export function pomodoroSettingRange(field: PomodoroSettingField): { min: number; max: number } {
  return field === 'sessionsBeforeLongBreak'
    ? { min: POMODORO_MIN_SESSIONS_BEFORE_LONG_BREAK, max: POMODORO_MAX_SESSIONS_BEFORE_LONG_BREAK }
    : { min: POMODORO_MIN_MINUTES, max: POMODORO_MAX_MINUTES };
}

/** True when `value` is a whole number the field accepts (checked by hand: the first screen loads no zod classic). */
export function isPomodoroSettingValue(field: PomodoroSettingField, value: unknown): value is number {
  const { min, max } = pomodoroSettingRange(field);
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** The settings stored on the device; anything missing or out of range is its default, field by field. */
export function readPomodoroSettings(stored: string | null): PomodoroSettings {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    value = null;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings: Record<PomodoroSettingField, number> = { ...DEFAULT_POMODORO_SETTINGS };
  for (const field of POMODORO_SETTING_FIELDS) {
    const value = record[field];
    if (isPomodoroSettingValue(field, value)) settings[field] = value;
  }
  return settings;
}

/** Why a typed value of a field is refused: not a whole number, or outside the field's range. */
export type PomodoroSettingError = 'notWhole' | 'outOfRange';

/** A typed value of one field, checked: the number, or why it is refused. */
export function checkPomodoroSetting(
  field: PomodoroSettingField,
  typed: string,
): { ok: true; value: number } | { ok: false; reason: PomodoroSettingError } {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'notWhole' };
  const value = Number(text);
  return isPomodoroSettingValue(field, value) ? { ok: true, value } : { ok: false, reason: 'outOfRange' };
}
