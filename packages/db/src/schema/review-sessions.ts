import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { REVIEW_SESSION_TYPES } from '@fokus/core';
import { createdAtColumn, idColumn, quotedList, syncColumns, userIdColumn } from './columns';
import type { ReviewSessionData } from './json-types';
import { timestamptz } from './timestamptz';

/** spec §3 Review session: a morning sync or an evening review, walked task by task. */
export const reviewSessions = pgTable(
  'review_sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    type: text('type', { enum: REVIEW_SESSION_TYPES }).notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    currentTaskIndex: integer('current_task_index').notNull().default(0),
    /** Task ids, in review order. */
    tasksToReview: jsonb('tasks_to_review').$type<string[]>().notNull().default([]),
    sessionData: jsonb('session_data')
      .$type<ReviewSessionData>()
      .notNull()
      .default({ reviewed_tasks: [], session_notes: '' }),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('review_sessions_user_id_version_idx').on(table.userId, table.version),
    check('review_sessions_type_check', sql`${table.type} in (${quotedList(REVIEW_SESSION_TYPES)})`),
  ],
);
