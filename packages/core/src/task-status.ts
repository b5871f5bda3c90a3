/**
 * Task status rules of spec §4: values, display, colours, which statuses each picker offers,
 * the test-screen transitions and what a status change does to the task's time fields.
 */
import { MS_PER_SECOND } from './constants';
import { DomainError } from './errors';

/** Statuses a task moves through in the main flow (spec §4 "Values"); new tasks start as waiting. */
export const CORE_TASK_STATUSES = ['waiting', 'inProgress', 'completed'] as const;

/** Every status the interface names, in picker order (core values plus paused, cancelled, scheduled). */
export const TASK_STATUSES = [
  'waiting',
  'inProgress',
  'paused',
  'completed',
  'cancelled',
  'scheduled',
] as const;

/** A status a task may hold. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** One of the three main-flow statuses. */
export type CoreTaskStatus = (typeof CORE_TASK_STATUSES)[number];

/** Status of a newly created task. */
export const INITIAL_TASK_STATUS: CoreTaskStatus = 'waiting';

/** True when `value` is a status the interface knows. */
export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/** The status to display: an unknown or missing value is shown as waiting (spec §4). */
export function toDisplayStatus(value: unknown): TaskStatus {
  return isTaskStatus(value) ? value : 'waiting';
}

/** Colour name of each status badge (Tailwind palette names; "grey" of the spec is Tailwind's gray). */
export const STATUS_COLORS: Readonly<Record<TaskStatus, string>> = {
  waiting: 'amber',
  inProgress: 'blue',
  paused: 'gray',
  completed: 'green',
  cancelled: 'red',
  scheduled: 'purple',
};

/** Kinds of status picker in the interface. */
export type StatusPickerKind = 'dropdown' | 'buttons';

/** Statuses a picker offers: dropdowns any status from any status, the three-button picker only the core three. */
export function statusPickerOptions(kind: StatusPickerKind): readonly TaskStatus[] {
  return kind === 'buttons' ? CORE_TASK_STATUSES : TASK_STATUSES;
}

/** A picker without a change handler is read-only (and shown dimmed). */
export function isStatusPickerReadOnly(onChange: unknown): boolean {
  return typeof onChange !== 'function';
}

/**
 * One action button of the task-manager test screen: where it moves the task, and which of the
 * spec's buttons it is (start 'Начать', finish 'Завершить', stop 'Остановить', resume 'Возобновить';
 * the interface holds their texts).
 */
export interface TestScreenTransition {
  readonly to: CoreTaskStatus;
  readonly action: 'start' | 'finish' | 'stop' | 'resume';
}

/** Transitions the test screen offers per status; paused, cancelled and scheduled offer none. */
export const TEST_SCREEN_TRANSITIONS: Readonly<Record<TaskStatus, readonly TestScreenTransition[]>> = {
  waiting: [{ to: 'inProgress', action: 'start' }],
  inProgress: [
    { to: 'completed', action: 'finish' },
    { to: 'waiting', action: 'stop' },
  ],
  completed: [{ to: 'waiting', action: 'resume' }],
  paused: [],
  cancelled: [],
  scheduled: [],
};

/** True when the test screen offers a button from `from` to `to`. */
export function isTestScreenTransition(from: TaskStatus, to: TaskStatus): boolean {
  return TEST_SCREEN_TRANSITIONS[from].some((transition) => transition.to === to);
}

/** Throws INVALID_STATUS_TRANSITION unless the test screen offers the change. */
export function assertTestScreenTransition(from: TaskStatus, to: TaskStatus): void {
  if (!isTestScreenTransition(from, to)) throw new DomainError('INVALID_STATUS_TRANSITION', { from, to });
}

/** The time-tracking fields a status change reads and writes. */
export interface TaskTimes {
  readonly status: TaskStatus;
  /** When work last started (ISO 8601), or null. */
  readonly timeStarted: string | null;
  /** When the task was completed (ISO 8601), or null. */
  readonly timeCompleted: string | null;
  /** Accumulated working time in whole seconds. */
  readonly totalTimeSpent: number;
}

/** The notification payload every status change produces (spec §3 task notification, type status). */
export interface StatusChangeNotification {
  readonly type: 'status';
  readonly data: { readonly old: TaskStatus; readonly new: TaskStatus };
}

/** Everything a status change causes: new field values, the notification and side effects to perform. */
export interface StatusChangeResult {
  readonly times: TaskTimes;
  /** Null when the status did not actually change. */
  readonly notification: StatusChangeNotification | null;
  /** Completing a task removes it from the MVD list. */
  readonly removeFromMvd: boolean;
  /** Completing a task shows the congratulation message. */
  readonly congratulate: boolean;
}

/** Options of a status change. */
export interface StatusChangeOptions {
  /** Moving back to waiting first adds the elapsed seconds instead of discarding them. */
  readonly keepTime?: boolean;
}

/** Whole seconds between `startedIso` and `now`; never negative (clock skew between devices). */
export function elapsedSeconds(startedIso: string, now: Date): number {
  const started = Date.parse(startedIso);
  if (Number.isNaN(started)) return 0;
  return Math.max(0, Math.floor((now.getTime() - started) / MS_PER_SECOND));
}

/** Seconds of the current running interval: only a started, not yet completed task is running. */
function runningSeconds(times: TaskTimes, now: Date): number {
  return times.timeStarted !== null && times.timeCompleted === null
    ? elapsedSeconds(times.timeStarted, now)
    : 0;
}

/** New time fields for a move to `to`, per spec §4. */
function nextTimes(times: TaskTimes, to: TaskStatus, now: Date, options: StatusChangeOptions): TaskTimes {
  const nowIso = now.toISOString();
  switch (to) {
    case 'inProgress':
      return { ...times, status: to, timeStarted: nowIso, timeCompleted: null };
    case 'completed':
      // Completion is recorded even without a start so "completed today" views work; only the
      // elapsed time depends on a start (a task completed straight from waiting adds nothing).
      return {
        ...times,
        status: to,
        timeCompleted: nowIso,
        totalTimeSpent: times.totalTimeSpent + runningSeconds(times, now),
      };
    case 'waiting': {
      const added = options.keepTime === true ? runningSeconds(times, now) : 0;
      return {
        status: to,
        timeStarted: null,
        timeCompleted: null,
        totalTimeSpent: times.totalTimeSpent + added,
      };
    }
    default:
      // The spec gives paused, cancelled and scheduled no time rules. Leaving a running task for one
      // of them banks the time worked so far and stops the clock, so a pause is not counted as work
      // and nothing already worked is lost.
      return {
        ...times,
        status: to,
        timeStarted: times.status === 'inProgress' ? null : times.timeStarted,
        totalTimeSpent:
          times.totalTimeSpent + (times.status === 'inProgress' ? runningSeconds(times, now) : 0),
      };
  }
}

/** Applies a status change at `now`: time fields, the {old, new} notification and MVD removal on completion. */
export function applyStatusChange(
  times: TaskTimes,
  to: TaskStatus,
  now: Date,
  options: StatusChangeOptions = {},
): StatusChangeResult {
  if (times.status === to) {
    return { times, notification: null, removeFromMvd: false, congratulate: false };
  }
  const completed = to === 'completed';
  return {
    times: nextTimes(times, to, now, options),
    notification: { type: 'status', data: { old: times.status, new: to } },
    removeFromMvd: completed,
    congratulate: completed,
  };
}
