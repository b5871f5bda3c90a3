import type { CalendarFeedState } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { calendarFeeds } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';

/** Whether the person's feed is on, and since when (never its URL: only its hash is kept). */
export async function readCalendarFeed(deps: TasksDeps, userId: string): Promise<CalendarFeedState> {
  const [row] = await deps.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row
    ? { enabled: true, createdAt: row.createdAt.toISOString() }
    : { enabled: false, createdAt: null };
}
