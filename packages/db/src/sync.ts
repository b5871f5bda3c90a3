import {
  chatMessages,
  habitCheckins,
  habits,
  microTasks,
  mindMaps,
  mvdTasks,
  pomodoroSessions,
  recurringTemplates,
  reviewSessions,
  strategies,
  tags,
  taskGroupings,
  taskNotifications,
  taskTags,
  tasks,
  userSettings,
} from './schema';
import type { SyncTable } from '@fokus/core';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The tables clients sync, by their SQL name. Each has `user_id`, `updated_at`, `version` (from
 * `sync_version_seq`, bumped by the `fokus_sync_bump` trigger) and `deleted_at` (tombstone).
 * Keyed by `SYNC_TABLES` of @fokus/core (the allowlist of offline operations): the compiler refuses a
 * missing or extra table. A test checks that this list, the tables with a `version` column and the
 * triggers agree.
 */
export const syncedTables = {
  tasks,
  micro_tasks: microTasks,
  mvd_tasks: mvdTasks,
  task_notifications: taskNotifications,
  task_groupings: taskGroupings,
  strategies,
  mind_maps: mindMaps,
  review_sessions: reviewSessions,
  recurring_templates: recurringTemplates,
  chat_messages: chatMessages,
  tags,
  task_tags: taskTags,
  habits,
  habit_checkins: habitCheckins,
  user_settings: userSettings,
  pomodoro_sessions: pomodoroSessions,
} as const satisfies Record<SyncTable, PgTable>;

export type SyncedTableName = keyof typeof syncedTables;

/** First key of the per-user advisory lock the sync trigger takes (see the sync_version_triggers migration). */
export const SYNC_LOCK_NAMESPACE = 1181446009;
