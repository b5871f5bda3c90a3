/**
 * The person's day (issue 18): the order of the minimum viable day, which of its tasks the gentle
 * end-of-day step offers, and the calm "from earlier" group of dated tasks whose day has passed. No
 * counts of failure: these rules only say what to offer, never how much was missed.
 */
import { END_OF_DAY_EVENING_HOUR } from './constants';
import type { MvdEntry } from './schemas/answers';
import type { TaskStatus } from './task-status';
import { isIdea, plannedDate, todayIn, type ViewableTask } from './task-views';
import { addDays, formatLocalDate, toLocalDateTime } from './zoned-time';

/** Statuses of a task that is finished with: neither the end-of-day step nor "from earlier" offers it. */
export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = ['completed', 'cancelled'];

/** True when a task still asks for work (not completed, not cancelled). */
export function isUnfinished(task: { readonly status: TaskStatus }): boolean {
  return !FINISHED_TASK_STATUSES.includes(task.status);
}

/** MVD entries in list order: by place, then by when they were added, then by task id. */
export function orderMvdEntries<E extends MvdEntry>(entries: readonly E[]): E[] {
  return [...entries].sort(
    (a, b) =>
      a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.taskId.localeCompare(b.taskId),
  );
}

/**
 * The entries renumbered for a new order: the named tasks first, in the order given, then the others
 * in their current order (an order made offline may miss a task added meanwhile).
 */
export function applyMvdOrder<E extends MvdEntry>(entries: readonly E[], taskIds: readonly string[]): E[] {
  const ordered = orderMvdEntries(entries);
  const named = taskIds.flatMap((id) => ordered.filter((entry) => entry.taskId === id));
  const rest = ordered.filter((entry) => !taskIds.includes(entry.taskId));
  return [...named, ...rest].map((entry, position) => ({ ...entry, position }));
}

/** The task ids in a new order after moving one task `delta` places (-1 up, +1 down); unchanged at an end. */
export function moveMvdTask(taskIds: readonly string[], taskId: string, delta: number): string[] {
  const from = taskIds.indexOf(taskId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= taskIds.length) return [...taskIds];
  const next = [...taskIds];
  next.splice(from, 1);
  next.splice(to, 0, taskId);
  return next;
}

/** The place a newly added MVD entry takes: after every entry on the list. */
export function nextMvdPosition(entries: readonly Pick<MvdEntry, 'position'>[]): number {
  return entries.reduce((end, entry) => Math.max(end, entry.position + 1), 0);
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatLocalDate(addDays({ year, month, day }, 1));
}

/** The person's day an MVD entry is for: its planned day, or (older entries) the day it was added. */
export function mvdEntryDay(entry: Pick<MvdEntry, 'plannedFor' | 'createdAt'>, timeZone: string): string {
  return entry.plannedFor ?? todayIn(new Date(entry.createdAt), timeZone);
}

/** True from the evening hour on (the person's local time): "Close the day" is offered in the panel. */
export function isEvening(now: Date, timeZone: string, fromHour: number = END_OF_DAY_EVENING_HOUR): boolean {
  return toLocalDateTime(now, timeZone).hour >= fromHour;
}

/** What the end-of-day step needs to know of the day. */
export interface EndOfDayContext {
  /** The person's today (YYYY-MM-DD). */
  readonly today: string;
  readonly timeZone: string;
  /** True when the person asked to close today (its unfinished tasks are offered too). */
  readonly closingToday: boolean;
}

/**
 * The MVD entries the end-of-day step offers, in list order: unfinished tasks of a day before today
 * and, when the person closes today, today's unfinished ones. A task not in `tasks` (gone) is not offered.
 */
export function mvdEntriesToClose<E extends MvdEntry>(
  entries: readonly E[],
  tasks: ReadonlyMap<string, { readonly status: TaskStatus }>,
  context: EndOfDayContext,
): E[] {
  return orderMvdEntries(entries).filter((entry) => {
    const task = tasks.get(entry.taskId);
    if (!task || !isUnfinished(task)) return false;
    const day = mvdEntryDay(entry, context.timeZone);
    return day < context.today || (context.closingToday && day === context.today);
  });
}

/**
 * The day "keep" and "move" of the end-of-day step aim at: tomorrow when the person closes today,
 * today when the step gathers the unfinished tasks of days already over.
 */
export function endOfDayTargetDay(context: Pick<EndOfDayContext, 'today' | 'closingToday'>): string {
  return context.closingToday ? nextDay(context.today) : context.today;
}

/** What the person chose for one task in the end-of-day step. */
export type EndOfDayChoice = 'keep' | 'move' | 'letGo';

/** The date fields that put a task on `day`: its start date, or its due date when that is its only date. */
export function datesForDay(
  task: Pick<ViewableTask, 'startDate' | 'dueDate'>,
  day: string,
): { startDate?: string; dueDate?: string } {
  if (task.startDate === null && task.dueDate !== null) return { dueDate: day };
  // A due date before the new start would come before it: it moves along.
  return task.dueDate !== null && task.dueDate < day ? { startDate: day, dueDate: day } : { startDate: day };
}

/**
 * The "from earlier" group: unfinished dated tasks (not ideas) whose day is before today, oldest
 * first. Shown calmly, each one movable to today; never counted, never called late.
 */
export function tasksFromEarlier<T extends ViewableTask>(tasks: readonly T[], today: string): T[] {
  return tasks
    .filter((task) => {
      const date = plannedDate(task);
      return !isIdea(task) && isUnfinished(task) && date !== null && date < today;
    })
    .sort((a, b) => plannedDate(a)!.localeCompare(plannedDate(b)!));
}
