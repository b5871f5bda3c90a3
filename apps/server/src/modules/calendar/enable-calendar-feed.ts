import { calendarFeedPath, type CalendarFeedLink } from '@fokus/core';
import { calendarFeeds } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { hashFeedToken, newFeedToken } from './feed-token.js';

/**
 * Turns the person's feed on with a new secret link, or replaces the link of a feed that is on: the
 * row keeps one hash per person, so the old link stops working in the same statement. The answer is
 * the only place the token ever appears.
 */
export async function enableCalendarFeed(
  deps: TasksDeps & { publicUrl: string },
  userId: string,
): Promise<CalendarFeedLink> {
  const token = newFeedToken();
  const createdAt = deps.now();
  const values = { userId, tokenHash: hashFeedToken(token), createdAt };
  await deps.db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt } });
  return {
    enabled: true,
    createdAt: createdAt.toISOString(),
    url: `${deps.publicUrl}${calendarFeedPath(token)}`,
  };
}
