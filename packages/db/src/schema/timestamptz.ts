import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A point in time, always stored with its time zone so the database server's TimeZone setting can
 * never shift it. Read back as a JavaScript Date.
 */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
