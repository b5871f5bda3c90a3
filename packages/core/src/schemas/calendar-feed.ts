/** Request schemas of the private calendar feed (issue 18); its answers are in `answers.ts`. */
import { z } from 'zod';
import { textSchema } from './common';

/** Body of "turn the feed on / make a new link": nothing may be sent. */
export const calendarFeedRequestSchema = z.strictObject({});

/** Body of "turn the feed on / make a new link". */
export type CalendarFeedRequest = z.infer<typeof calendarFeedRequestSchema>;

/**
 * Path parameter of the public feed: its file name (`<token>.ics`), as sent. Only text is checked here;
 * its shape is checked by `calendarFeedTokenOfFile`, so a malformed name gets the answer of a wrong token.
 */
export const calendarFeedFileParamsSchema = z.object({ file: textSchema.max(200) });
