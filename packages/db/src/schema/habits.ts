import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { HabitSchedule } from './json-types';
import { timestamptz } from './timestamptz';

/** A habit the user tracks with daily check-ins. */
export const habits = pgTable(
  'habits',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color'),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull().default({ type: 'daily' }),
    /** Archived habits keep their history but are no longer shown as due. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [index('habits_user_id_version_idx').on(table.userId, table.version)],
);
