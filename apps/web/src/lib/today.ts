import { todayIn } from '@fokus/core';

/** The device's time zone (the browser's setting). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date on this device (YYYY-MM-DD), by core's rule. */
export function deviceToday(now: Date = new Date()): string {
  return todayIn(now, deviceTimeZone());
}
