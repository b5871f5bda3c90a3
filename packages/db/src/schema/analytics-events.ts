import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import type { JsonValue } from './json-types';
import { user } from './user';

export const ANALYTICS_EVENT_KINDS = ['event', 'page_view', 'user_properties'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/**
 * Product analytics, kept in Fokus's own database instead of a third party (DESIGN.md "Analytics").
 * Anonymous visitors have no user id; deleting an account keeps its events but forgets whose they were.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: idColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    /** `event`: action, category, label, value. */
    action: text('action'),
    category: text('category'),
    label: text('label'),
    value: integer('value'),
    /** `page_view`: path and title. */
    path: text('path'),
    title: text('title'),
    /** `user_properties` (user_type, language) and anything else an event carries. */
    properties: jsonb('properties').$type<{ [key: string]: JsonValue }>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('analytics_events_created_at_idx').on(table.createdAt),
    index('analytics_events_user_id_idx').on(table.userId),
    check('analytics_events_kind_check', sql`${table.kind} in ('event', 'page_view', 'user_properties')`),
  ],
);
