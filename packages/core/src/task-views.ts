/**
 * Views, filters and sections of the main task screen (spec §2): active, today, upcoming and
 * completed views, the ideas kept apart in their own view, the status/strategy/search filters and
 * which sections start open.
 */
import type { TaskType } from './schemas/answers';
import type { TaskStatus } from './task-status';
import { formatLocalDate, toLocalDateTime } from './zoned-time';

/**
 * Views of the main task screen: the spec's four views of work, then the ideas (tasks of type idea),
 * which are not work to do and so live only there.
 */
export const TASK_VIEWS = ['active', 'today', 'upcoming', 'completed', 'ideas'] as const;

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
  /** A task or an idea; a row without one is a task. */
  readonly type?: TaskType;
}

/** True for an idea: a thought kept for later, not work to do. */
export function isIdea(task: Pick<ViewableTask, 'type'>): boolean {
  return task.type === 'idea';
}

/** The date a task is planned for: start date, falling back to due date. */
export function plannedDate(task: Pick<ViewableTask, 'startDate' | 'dueDate'>): string | null {
  return task.startDate ?? task.dueDate;
}

/** Statuses of work still to do: what "today" and "upcoming" plan by date. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['waiting', 'inProgress', 'paused', 'scheduled'];

/**
 * True when a task belongs in a view on `today` (YYYY-MM-DD, the user's local date). Ideas live in
 * "ideas" alone, whatever their status or date, so they never clutter the views of work. Every task
 * has its place by status: completed tasks in "completed"; every other status in "active" (cancelled
 * ones in their own section there, so a cancelled task never vanishes); open work also in "today"
 * (planned for today or overdue, so nothing silently drops out of sight) or "upcoming" (planned later).
 */
export function isInView(task: ViewableTask, view: TaskView, today: string): boolean {
  if (view === 'ideas' || isIdea(task)) return view === 'ideas' && isIdea(task);
  if (view === 'completed') return task.status === 'completed';
  if (task.status === 'completed') return false;
  if (view === 'active') return true;
  if (!OPEN_TASK_STATUSES.includes(task.status)) return false;
  const date = plannedDate(task);
  if (view === 'today') return date !== null && date <= today;
  return date !== null && date > today;
}

/** The views a task shows in on `today`; never empty, whatever its status, date and type. */
export function viewsShowing(task: ViewableTask, today: string): TaskView[] {
  return TASK_VIEWS.filter((view) => isInView(task, view, today));
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

/** What a task list asks for (the query of `GET /api/tasks`): a view or every task, and the filters. */
export interface TaskListQuery {
  /** A view of the main screen, or `all` (every live task); `active` when absent. */
  readonly view?: TaskView | 'all';
  readonly status?: TaskStatus | 'all';
  /** A strategy id, `all` or `none`; `all` when absent. */
  readonly strategyId?: string;
  /** A search in the title and description; none when absent. */
  readonly q?: string;
}

/**
 * True when a task belongs in the list a query asks for on `today`: what the server answers, so a
 * task shown before the server has it (a queued create) lands in exactly the lists it will be in.
 */
export function belongsInTaskList(task: ViewableTask, query: TaskListQuery, today: string): boolean {
  const view = query.view ?? 'active';
  if (view !== 'all' && !isInView(task, view, today)) return false;
  return matchesFilters(task, {
    status: query.status ?? 'all',
    strategyId: query.strategyId ?? 'all',
    search: query.q ?? '',
  });
}

/** The person's calendar day (YYYY-MM-DD) at `now` in their time zone: what "today" means to views. */
export function todayIn(now: Date, timeZone: string): string {
  return formatLocalDate(toLocalDateTime(now, timeZone));
}

/** Status sections start open for waiting and inProgress, closed for completed. */
export const SECTION_OPEN_BY_DEFAULT: Readonly<Record<'waiting' | 'inProgress' | 'completed', boolean>> = {
  waiting: true,
  inProgress: true,
  completed: false,
};

/**
 * Whether a status section starts open in a view: waiting and inProgress open, completed closed (spec
 * §2), every other status open, so each is seen without a click. In the completed and ideas views
 * every section starts open: those views exist to show those rows.
 */
export function isSectionOpenByDefault(status: TaskStatus, view: TaskView): boolean {
  if (view === 'completed' || view === 'ideas') return true;
  return Object.hasOwn(SECTION_OPEN_BY_DEFAULT, status)
    ? SECTION_OPEN_BY_DEFAULT[status as keyof typeof SECTION_OPEN_BY_DEFAULT]
    : true;
}

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
