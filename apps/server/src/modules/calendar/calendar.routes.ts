// The private calendar feed (issue 18, point 6): the signed-in person turns it on (a new secret link,
// answered once), reads whether it is on, and turns it off; calendar apps fetch the feed's file
// through the public route, which takes nothing but the token in its path.
import {
  calendarFeedFileParamsSchema,
  calendarFeedLinkSchema,
  calendarFeedRequestSchema,
  calendarFeedStateSchema,
  DomainError,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation, routePublicOperation } from '../../shared/api-operation.js';
import { FailedAttemptThrottle } from '../delegation/access-throttle.js';
import { disableCalendarFeed } from './disable-calendar-feed.js';
import { enableCalendarFeed } from './enable-calendar-feed.js';
import { readCalendarFeed } from './read-calendar-feed.js';
import { renderCalendarFeed } from './render-calendar-feed.js';

const TAG = 'calendar';

/** What a served feed may be kept for: by the subscriber only, five minutes. */
export const CALENDAR_FEED_CACHE_CONTROL = 'private, max-age=300';

const operations = {
  read: defineOperation({
    method: 'GET',
    url: '/api/calendar-feed',
    tag: TAG,
    summary: "Whether the person's private calendar feed is on, and since when (never its URL)",
    responses: { 200: { description: 'The feed’s state', schema: calendarFeedStateSchema } },
  }),
  enable: defineOperation({
    method: 'PUT',
    url: '/api/calendar-feed',
    tag: TAG,
    summary: 'Turn the calendar feed on with a new secret link; a previous link stops working',
    body: calendarFeedRequestSchema,
    responses: {
      200: {
        description: 'The feed’s URL: the only answer that holds its token',
        schema: calendarFeedLinkSchema,
      },
    },
  }),
  disable: defineOperation({
    method: 'DELETE',
    url: '/api/calendar-feed',
    tag: TAG,
    summary: 'Turn the calendar feed off: its link stops working',
    responses: { 204: { description: 'Off (also when it was)' } },
  }),
  feed: defineOperation({
    method: 'GET',
    url: '/api/calendar/:file',
    tag: TAG,
    access: 'public',
    summary:
      'The feed (no session): `<token>.ics`, the dated tasks of the link’s owner as iCalendar (RFC 5545) events',
    params: calendarFeedFileParamsSchema,
    responses: {
      200: { description: 'The calendar', contentType: 'text/calendar' },
      404: {
        description:
          'NOT_FOUND: the same answer for an unknown, revoked (replaced or turned off) or malformed token',
      },
      429: {
        description:
          'RATE_LIMITED: too many refused feeds from this client address; Retry-After says how many seconds to wait',
      },
    },
  }),
};

export const calendarModule = defineModule({
  name: 'calendar',
  operations,
  async register(app, deps) {
    const useCase = { db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl };
    // Refused tokens per client address, counted apart from the delegated links' (access-throttle.ts).
    const throttle = new FailedAttemptThrottle();

    routeOperation(app, operations.read, ({ user }) => readCalendarFeed(useCase, user.id));
    routeOperation(app, operations.enable, ({ user }) => enableCalendarFeed(useCase, user.id));
    routeOperation(app, operations.disable, async ({ user }) => {
      await disableCalendarFeed(useCase, user.id);
    });

    routePublicOperation(app, operations.feed, async ({ params, request, reply }) => {
      const client = request.ip;
      // Its URL holds the token: a refusal is kept by no cache.
      reply.header('cache-control', 'no-store');
      const decision = throttle.check(client, deps.now().getTime());
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new DomainError('RATE_LIMITED');
      }
      let text: string;
      try {
        text = await renderCalendarFeed(useCase, params.file);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') {
          throttle.fail(client, deps.now().getTime());
          request.log.debug('calendar feed refused');
        }
        throw error;
      }
      return reply
        .status(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', CALENDAR_FEED_CACHE_CONTROL)
        .send(text);
    });
  },
});
