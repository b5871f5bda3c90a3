import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, syncColumns, userIdColumn } from './columns';
import { tags } from './tags';
import { tasks } from './tasks';

/** Which tags a task carries. Synced like the other user tables, so untagging leaves a tombstone. */
export const taskTags = pgTable(
  'task_tags',
  {
    id: idColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    createdAt: createdAtColumn(),
    ...syncColumns(),
  },
  (table) => [
    index('task_tags_user_id_version_idx').on(table.userId, table.version),
    index('task_tags_tag_id_idx').on(table.tagId),
    uniqueIndex('task_tags_live_task_id_tag_id_key')
      .on(table.taskId, table.tagId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
