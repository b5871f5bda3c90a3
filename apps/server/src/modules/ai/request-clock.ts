// The person's clock for an AI call: the server's now, and the zone the request names (an IANA name
// such as Europe/Moscow or a fixed offset such as +03:00). No zone is stored for a person yet, so a
// request without one reads dates in UTC.
import { isSafeText, isValidClockTimeZone, type AiClock } from '@fokus/core';
import type { z } from 'zod';

/** The longest `timeZone` core's request schemas accept. */
const TIME_ZONE_MAX_LENGTH = 64;

/** The zone used when a request names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Refuses a body whose `timeZone` names no zone (400 VALIDATION_ERROR, like any schema failure). */
export function checkTimeZone(value: { timeZone?: string | undefined }, context: z.RefinementCtx): void {
  const { timeZone } = value;
  // Text the schema refuses already (NUL, lone surrogates, too long) gets that one issue, not two.
  if (timeZone === undefined || !isSafeText(timeZone) || timeZone.length > TIME_ZONE_MAX_LENGTH) return;
  if (!isValidClockTimeZone(timeZone)) {
    context.addIssue({
      code: 'custom',
      path: ['timeZone'],
      message: 'Not a time zone: use an IANA name (Europe/Moscow) or an offset (+03:00)',
    });
  }
}

/** The clock of a request: `now` and its zone, UTC when it names none. */
export function requestClock(now: Date, timeZone: string | undefined): AiClock {
  return { now, timeZone: timeZone ?? DEFAULT_TIME_ZONE };
}
