import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { RecurrencePattern } from './json-types';

/** spec §3 Recurring-task template: tasks created again on a daily, weekly or custom pattern. */
export const recurringTemplates = pgTable(
  'recurring_templates',
  {
    id: idColumn(),
    userId: userIdColumn(),
    title: text('title').notNull(),
    pattern: jsonb('pattern').$type<RecurrencePattern>().notNull(),
    category: text('category'),
    /** Minutes. */
    estimatedDuration: integer('estimated_duration'),
    /** The last day tasks were created from this template, so a restart does not create them twice. */
    lastGeneratedOn: date('last_generated_on', { mode: 'string' }),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [index('recurring_templates_user_id_version_idx').on(table.userId, table.version)],
);
