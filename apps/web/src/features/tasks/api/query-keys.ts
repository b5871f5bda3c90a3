/** Query keys of the task feature, in one place so mutations and live updates touch the right caches. */
import type { TaskStatus, TaskView } from '@fokus/core';

/** Query of `GET /api/tasks`: a view (or all), optional status/strategy filters and a title search. */
export interface TaskListParams {
  view?: TaskView | 'all';
  status?: TaskStatus | 'all';
  strategyId?: string;
  q?: string;
}

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  details: () => ['tasks', 'detail'] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  microTasks: (taskId: string) => ['tasks', 'detail', taskId, 'micro-tasks'] as const,
};

export const mvdKey = ['mvd'] as const;
export const strategiesKey = ['strategies'] as const;
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', { unreadOnly }] as const,
};
