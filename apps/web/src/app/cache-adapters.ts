/**
 * The registry of cache adapters: one line per synced kind, each written by the feature that owns
 * the kind. A kind of core's registry without an adapter here does not compile.
 */
import type { CacheAdapters } from '@/data/cache-adapter';
import { chatMessagesCache } from '@/features/coach/api/chat-messages.cache';
import { notificationsCache } from '@/features/notifications/api/notifications.cache';
import { pomodoroSessionsCache } from '@/features/pomodoro/api/pomodoro-sessions.cache';
import { strategiesCache } from '@/features/strategies/api/strategies.cache';
import { tagsCache, taskTagsCache } from '@/features/tags/api/tags.cache';
import { microTasksCache } from '@/features/tasks/api/micro-tasks.cache';
import { mvdCache } from '@/features/tasks/api/mvd.cache';
import { tasksCache } from '@/features/tasks/api/tasks.cache';

export const CACHE_ADAPTERS = {
  tasks: tasksCache,
  micro_tasks: microTasksCache,
  mvd_tasks: mvdCache,
  task_notifications: notificationsCache,
  strategies: strategiesCache,
  tags: tagsCache,
  task_tags: taskTagsCache,
  chat_messages: chatMessagesCache,
  pomodoro_sessions: pomodoroSessionsCache,
} as const satisfies CacheAdapters;
