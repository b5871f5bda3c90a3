// The feed's text: the person's dated, live tasks as RFC 5545 VEVENTs, written by ical-generator
// (CRLF lines folded at 75 octets, text values escaped). Which tasks and what each event says are
// core's rules (calendar-feed.ts); this file only maps them onto the library.
import {
  CALENDAR_FEED_NAME,
  calendarEventOf,
  calendarFeedTasks,
  calendarFeedTokenOfFile,
  DomainError,
  type CalendarEvent,
} from '@fokus/core';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { calendarFeeds, tasks, userSettings } from '@fokus/db';
import ical, { ICalEventStatus, ICalEventTransparency, type ICalEventData } from 'ical-generator';
import type { TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';
import { hashFeedToken } from './feed-token.js';

/** How often subscribing calendars are asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL), in seconds. */
export const CALENDAR_FEED_REFRESH_SECONDS = 60 * 60;

/** The event's dates as ical-generator takes them. */
function timesOf(event: CalendarEvent): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'floating'> {
  const { timing } = event;
  switch (timing.kind) {
    case 'allDay':
      // Without a calendar time zone, ical-generator writes a date from the Date's UTC fields.
      return {
        start: new Date(`${timing.start}T00:00:00Z`),
        end: new Date(`${timing.end}T00:00:00Z`),
        allDay: true,
      };
    case 'zoned':
      return { start: new Date(timing.start), end: new Date(timing.end) };
    case 'floating':
      // The wall-clock fields as a UTC Date, written without the Z: the same hour in every zone.
      return { start: new Date(`${timing.start}Z`), end: new Date(`${timing.end}Z`), floating: true };
  }
}

/** The feed's events, one per task, as ical-generator's data. */
function eventData(event: CalendarEvent, publicUrl: string): ICalEventData {
  const stamp = new Date(event.lastModified);
  return {
    id: `${event.taskId}@${new URL(publicUrl).host}`,
    ...timesOf(event),
    summary: event.summary,
    description: event.description,
    url: `${publicUrl}/app?task=${event.taskId}`,
    stamp,
    lastModified: stamp,
    status:
      event.status === 'CANCELLED'
        ? ICalEventStatus.CANCELLED
        : event.status === 'CONFIRMED'
          ? ICalEventStatus.CONFIRMED
          : null,
    transparency: event.transparent ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  };
}

/**
 * The iCalendar text of the feed named by `file` (`<token>.ics`). An unknown, revoked or malformed
 * token throws NOT_FOUND, the one answer every refused feed gets.
 */
export async function renderCalendarFeed(
  deps: TasksDeps & { publicUrl: string },
  file: string,
): Promise<string> {
  const token = calendarFeedTokenOfFile(file);
  if (token === null) throw new DomainError('NOT_FOUND');
  const [feed] = await deps.db
    .select({ userId: calendarFeeds.userId, timeZone: userSettings.timeZone })
    .from(calendarFeeds)
    .leftJoin(
      userSettings,
      and(eq(userSettings.userId, calendarFeeds.userId), isNull(userSettings.deletedAt)),
    )
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!feed) throw new DomainError('NOT_FOUND');
  const rows = await deps.db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, feed.userId),
        isNull(tasks.deletedAt),
        or(isNotNull(tasks.startDate), isNotNull(tasks.dueDate)),
      ),
    );
  const calendar = ical({
    name: CALENDAR_FEED_NAME,
    prodId: { company: 'Fokus', product: 'Fokus', language: 'EN' },
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
  });
  for (const task of calendarFeedTasks(rows.map(toTask)))
    calendar.createEvent(eventData(calendarEventOf(task, feed.timeZone), deps.publicUrl));
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too; ical-generator omits that one.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
