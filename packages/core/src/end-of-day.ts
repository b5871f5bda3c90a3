/**
 * The gentle end-of-day step (issue 18): which key tasks of the minimum viable day it offers, the day
 * "keep" and "move" aim at, and the changes the person's choices make. No counting of what was missed.
 */
import type { SyncChange } from './kinds';
import { orderMvdEntries } from './mvd-order';
import type { MvdEntry } from './schemas/answers';
import type { TaskStatus } from './task-status';
import { todayIn, type ViewableTask } from './task-views';
import { datesForDay, isUnfinished, type EndOfDayChoice } from './today';
import { addDays, formatLocalDate } from './zoned-time';

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatLocalDate(addDays({ year, month, day }, 1));
}

/** The person's day an MVD entry is for: its planned day, or (older entries) the day it was added. */
export function mvdEntryDay(entry: Pick<MvdEntry, 'plannedFor' | 'createdAt'>, timeZone: string): string {
  return entry.plannedFor ?? todayIn(new Date(entry.createdAt), timeZone);
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

/**
 * The changes the end-of-day step's choices make, in order: "keep" keeps the task on the list for
 * `day`; "move" gives the task that date and takes it off the list; "let go" only takes it off the
 * list (the task itself stays in the task list).
 */
export function endOfDayChanges(
  choices: readonly { task: ViewableTask & { readonly id: string }; choice: EndOfDayChoice }[],
  day: string,
): SyncChange[] {
  return choices.flatMap(({ task, choice }): SyncChange[] => {
    if (choice === 'keep') return [{ kind: 'planMvdTask', taskId: task.id, plannedFor: day }];
    const leave: SyncChange = { kind: 'removeFromMvd', taskId: task.id };
    return choice === 'move'
      ? [{ kind: 'updateTask', taskId: task.id, input: datesForDay(task, day) }, leave]
      : [leave];
  });
}
