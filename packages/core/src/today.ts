/**
 * The person's day (issue 18): what the Today panel and the calm "from earlier" group need on the
 * first screen. No counts of failure: these rules only say what to offer, never how much was missed.
 * The order of the list is in `mvd-order.ts`, the end-of-day step in `end-of-day.ts`.
 */
import { END_OF_DAY_EVENING_HOUR } from './constants';
import type { MvdEntry } from './schemas/answers';
import type { TaskStatus } from './task-status';
import { isIdea, plannedDate, type ViewableTask } from './task-views';
import { toLocalDateTime } from './zoned-time';

/** Statuses of a task that is finished with: neither the end-of-day step nor "from earlier" offers it. */
export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = ['completed', 'cancelled'];

/** True when a task still asks for work (not completed, not cancelled). */
export function isUnfinished(task: { readonly status: TaskStatus }): boolean {
  return !FINISHED_TASK_STATUSES.includes(task.status);
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

/** True from the evening hour on (the person's local time): "Close the day" is offered in the panel. */
export function isEvening(now: Date, timeZone: string, fromHour: number = END_OF_DAY_EVENING_HOUR): boolean {
  return toLocalDateTime(now, timeZone).hour >= fromHour;
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
