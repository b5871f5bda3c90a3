/**
 * The private calendar feed's requests. Not offline changes: turning the feed on answers its secret URL,
 * which exists only in that answer, so each is sent now or not at all; its state is read again after.
 */
import {
  calendarFeedLinkSchema,
  calendarFeedStateSchema,
  type CalendarFeedLink,
  type CalendarFeedState,
} from '@fokus/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch, type ResponseSchema } from '@/lib/api-client';

const FEED_PATH = '/api/calendar-feed';

/** The feed's query key: its own root, so the persisted query cache never keeps it. */
export const calendarFeedKeys = { state: ['calendar-feed'] as const };

/** An empty answer (204). */
const noContent: ResponseSchema<null> = { safeParse: () => ({ success: true, data: null }) };

/** `GET /api/calendar-feed`: on or off, and since when. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedState> {
  return apiFetch(FEED_PATH, calendarFeedStateSchema, { signal });
}

/** `PUT /api/calendar-feed`: turns the feed on with a new link (the old one stops working). */
export function enableCalendarFeed(): Promise<CalendarFeedLink> {
  return apiFetch(FEED_PATH, calendarFeedLinkSchema, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
}

/** `DELETE /api/calendar-feed`: turns the feed off. */
export async function disableCalendarFeed(): Promise<void> {
  await apiFetch(FEED_PATH, noContent, { method: 'DELETE' });
}

/** The feed's state. */
export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKeys.state, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

/** Turning the feed on (a new link) and off; each puts the new state in the cache. */
export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Resolves with the new link: the only time its URL is known. */
      async enable(): Promise<CalendarFeedLink> {
        const link = await enableCalendarFeed();
        queryClient.setQueryData<CalendarFeedState>(calendarFeedKeys.state, {
          enabled: true,
          createdAt: link.createdAt,
        });
        return link;
      },
      async disable(): Promise<void> {
        await disableCalendarFeed();
        queryClient.setQueryData<CalendarFeedState>(calendarFeedKeys.state, {
          enabled: false,
          createdAt: null,
        });
      },
    }),
    [queryClient],
  );
}
