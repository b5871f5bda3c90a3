/**
 * Query keys of every kind's reads, in one place so mutations, overlays and live updates touch the
 * right caches. Each kind's keys start with its own root (its cache adapter lists them).
 */
import type { TaskListQuery } from '@fokus/core';

/** Query of `GET /api/tasks`: a view (or all), optional status/strategy filters and a title search. */
export type TaskListParams = TaskListQuery;

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  details: () => ['tasks', 'detail'] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  /** `GET /api/delegated-tasks`: under the tasks root, so task refreshes reach it. */
  delegated: () => ['tasks', 'delegated'] as const,
};

export const microTaskKeys = {
  all: ['micro-tasks'] as const,
  list: (taskId: string) => ['micro-tasks', taskId] as const,
};

export const mvdKey = ['mvd'] as const;
export const strategiesKey = ['strategies'] as const;
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', { unreadOnly }] as const,
};

export const tagKeys = { all: ['tags'] as const };
export const taskTagKeys = { all: ['task-tags'] as const };
export const chatMessageKeys = { all: ['chat-messages'] as const };
export const pomodoroSessionKeys = { all: ['pomodoro-sessions'] as const };
