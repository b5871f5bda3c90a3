/**
 * Views, filters and sections of the main task screen (spec §2): active, today, upcoming and
 * completed views, the status/strategy/search filters and which sections start open.
 */
import type { TaskStatus } from './task-status';

/** Views of the main task screen. */
export const TASK_VIEWS = ['active', 'today', 'upcoming', 'completed'] as const;

/** A view of the main task screen. */
export type TaskView = (typeof TASK_VIEWS)[number];

/** The task fields views and filters read. */
export interface ViewableTask {
  readonly title: string;
  readonly description?: string | null;
  readonly status: TaskStatus;
  readonly startDate: string | null;
  /** Fallback date when startDate is empty (spec §3). */
  readonly dueDate: string | null;
  readonly strategyId: string | null;
}

/** The date a task is planned for: start date, falling back to due date. */
export function plannedDate(task: Pick<ViewableTask, 'startDate' | 'dueDate'>): string | null {
  return task.startDate ?? task.dueDate;
}

/**
 * True when a task belongs in a view on `today` (YYYY-MM-DD, the user's local date). Overdue tasks
 * stay in "today" so nothing silently drops out of sight.
 */
export function isInView(task: ViewableTask, view: TaskView, today: string): boolean {
  if (view === 'completed') return task.status === 'completed';
  if (task.status === 'completed') return false;
  const date = plannedDate(task);
  if (view === 'today') return date !== null && date <= today;
  if (view === 'upcoming') return date !== null && date > today;
  return true;
}

/** Filters of the task list; "all" disables a filter, strategy "none" keeps tasks without one. */
export interface TaskFilters {
  readonly status: TaskStatus | 'all';
  readonly strategyId: string | 'all' | 'none';
  readonly search: string;
}

/** The filters on first load: status all (spec §2), strategy all, no search. */
export const DEFAULT_TASK_FILTERS: TaskFilters = { status: 'all', strategyId: 'all', search: '' };

/** True when a task passes the filters; search is case-insensitive over title and description. */
export function matchesFilters(task: ViewableTask, filters: TaskFilters): boolean {
  if (filters.status !== 'all' && task.status !== filters.status) return false;
  if (filters.strategyId === 'none' && task.strategyId !== null) return false;
  if (filters.strategyId !== 'all' && filters.strategyId !== 'none' && task.strategyId !== filters.strategyId)
    return false;
  const query = filters.search.trim().toLocaleLowerCase();
  if (query === '') return true;
  return `${task.title}\n${task.description ?? ''}`.toLocaleLowerCase().includes(query);
}

/** The tasks of a view that pass the filters, in their original order. */
export function visibleTasks<T extends ViewableTask>(
  tasks: readonly T[],
  view: TaskView,
  filters: TaskFilters,
  today: string,
): T[] {
  return tasks.filter((task) => isInView(task, view, today) && matchesFilters(task, filters));
}

/** Status sections start open for waiting and inProgress, closed for completed. */
export const SECTION_OPEN_BY_DEFAULT: Readonly<Record<'waiting' | 'inProgress' | 'completed', boolean>> = {
  waiting: true,
  inProgress: true,
  completed: false,
};

/** Counts of the test screen: all tasks, waiting, in progress, completed (other statuses count in all only). */
export function taskCounts(tasks: readonly Pick<ViewableTask, 'status'>[]): {
  all: number;
  waiting: number;
  inProgress: number;
  completed: number;
} {
  const count = (status: TaskStatus) => tasks.filter((task) => task.status === status).length;
  return {
    all: tasks.length,
    waiting: count('waiting'),
    inProgress: count('inProgress'),
    completed: count('completed'),
  };
}
