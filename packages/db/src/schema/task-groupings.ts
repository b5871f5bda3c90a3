import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import type { TaskGroup } from './json-types';

/** spec §3 Task grouping: one AI grouping of the user's tasks. The newest 10 are loaded. */
export const taskGroupings = pgTable(
  'task_groupings',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** Grouping strategy, e.g. `smart_batching`. */
    strategy: text('strategy').notNull(),
    groups: jsonb('groups').$type<TaskGroup[]>().notNull().default([]),
    /** Ids of the tasks no group took. */
    ungroupedTasks: jsonb('ungrouped_tasks').$type<string[]>().notNull().default([]),
    efficiencyScore: integer('efficiency_score').notNull().default(75),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('task_groupings_user_id_version_idx').on(table.userId, table.version),
    index('task_groupings_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check('task_groupings_efficiency_score_check', sql`${table.efficiencyScore} between 0 and 100`),
  ],
);
