import type { SetTimeZoneInput } from '@fokus/core';
import { userSettings } from '@fokus/db';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../shared/db-types.js';

/**
 * Stores the person's time zone (their settings row is made if they have none). True when it
 * changed, so their reminders are scheduled again in the new zone.
 */
export async function setTimeZone(db: Queryable, userId: string, input: SetTimeZoneInput): Promise<boolean> {
  const changed = await db
    .insert(userSettings)
    .values({ userId, timeZone: input.timeZone })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { timeZone: input.timeZone },
      setWhere: sql`${userSettings.timeZone} is distinct from ${input.timeZone}`,
    })
    .returning({ userId: userSettings.userId });
  return changed.length > 0;
}
