import { eq } from 'drizzle-orm';
import { calendarFeeds } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';

/** Turns the person's feed off: the row goes, and with it every link it had (also when it was off). */
export async function disableCalendarFeed(deps: TasksDeps, userId: string): Promise<void> {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
