/**
 * The Pomodoro timer as data (issue 18): its state is stored timestamps, never a ticking counter, so
 * what it shows after a reload, a sleeping laptop or a background tab is computed from the clock. Work
 * intervals alternate with breaks, a longer break after every `sessionsBeforeLongBreak` work
 * intervals; a finished work interval runs on into its break, and a finished break waits for the
 * person to start the next work interval. The task bound to the timer is credited with the worked
 * seconds only once (`uncreditedWorkSeconds` / `creditWork`): only the added time is sent (spec §5).
 */
import {
  MS_PER_MINUTE,
  MS_PER_SECOND,
  POMODORO_BREAK_MINUTES,
  POMODORO_LONG_BREAK_MINUTES,
  POMODORO_SESSIONS_BEFORE_LONG_BREAK,
  POMODORO_WORK_MINUTES,
} from './constants';

/** What the timer can be counting. */
export const POMODORO_PHASES = ['work', 'shortBreak', 'longBreak'] as const;

/** What the timer is counting. */
export type PomodoroPhase = (typeof POMODORO_PHASES)[number];

/** Lengths of the intervals (settings may change them). */
export interface PomodoroSettings {
  readonly workMinutes: number;
  readonly breakMinutes: number;
  readonly longBreakMinutes: number;
  readonly sessionsBeforeLongBreak: number;
}

/** The spec's 25 / 5, and a 15-minute break after four work intervals. */
export const DEFAULT_POMODORO_SETTINGS: PomodoroSettings = {
  workMinutes: POMODORO_WORK_MINUTES,
  breakMinutes: POMODORO_BREAK_MINUTES,
  longBreakMinutes: POMODORO_LONG_BREAK_MINUTES,
  sessionsBeforeLongBreak: POMODORO_SESSIONS_BEFORE_LONG_BREAK,
};

/** The stored timer. Times are epoch milliseconds. */
export interface PomodoroTimer {
  readonly phase: PomodoroPhase;
  /** Work intervals finished since the last long break. */
  readonly completedWork: number;
  /** When the current stretch of counting began; null while paused or not started. */
  readonly runningSince: number | null;
  /** Time counted in this phase before `runningSince` (earlier stretches, between pauses). */
  readonly elapsedMs: number;
  /** Work time of this phase already added to the task. */
  readonly creditedMs: number;
  /** The task the work time goes to, if any. */
  readonly taskId: string | null;
}

/** A phase that ended, and when. */
export interface PomodoroSwitch {
  readonly ended: PomodoroPhase;
  readonly at: number;
}

/** A timer not started yet, at the start of a work interval. */
export function newPomodoro(taskId: string | null = null): PomodoroTimer {
  return { phase: 'work', completedWork: 0, runningSince: null, elapsedMs: 0, creditedMs: 0, taskId };
}

/** Length of a phase in milliseconds. */
export function phaseLengthMs(
  phase: PomodoroPhase,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): number {
  const minutes =
    phase === 'work'
      ? settings.workMinutes
      : phase === 'shortBreak'
        ? settings.breakMinutes
        : settings.longBreakMinutes;
  return minutes * MS_PER_MINUTE;
}

/** Time counted in the current phase at `now`. */
export function pomodoroElapsedMs(timer: PomodoroTimer, now: number): number {
  return timer.elapsedMs + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince));
}

/** Time left in the current phase at `now` (never below zero). */
export function pomodoroRemainingMs(
  timer: PomodoroTimer,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): number {
  return Math.max(0, phaseLengthMs(timer.phase, settings) - pomodoroElapsedMs(timer, now));
}

/** Starts or resumes counting; a running timer is left as it is. */
export function startPomodoro(timer: PomodoroTimer, now: number): PomodoroTimer {
  return timer.runningSince === null ? { ...timer, runningSince: now } : timer;
}

/** Pauses, keeping what was counted; a paused timer is left as it is. */
export function pausePomodoro(timer: PomodoroTimer, now: number): PomodoroTimer {
  if (timer.runningSince === null) return timer;
  return { ...timer, elapsedMs: pomodoroElapsedMs(timer, now), runningSince: null };
}

/** The phase after `phase` once it ends, given how many work intervals the cycle has finished. */
export function nextPhase(
  phase: PomodoroPhase,
  completedWork: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): { phase: PomodoroPhase; completedWork: number } {
  if (phase !== 'work') return { phase: 'work', completedWork: phase === 'longBreak' ? 0 : completedWork };
  const done = completedWork + 1;
  return done >= settings.sessionsBeforeLongBreak
    ? { phase: 'longBreak', completedWork: done }
    : { phase: 'shortBreak', completedWork: done };
}

/** The next phase, begun at `at`: a break runs on at once; work waits to be started. */
function switched(timer: PomodoroTimer, at: number, settings: PomodoroSettings): PomodoroTimer {
  const next = nextPhase(timer.phase, timer.completedWork, settings);
  return {
    ...timer,
    ...next,
    elapsedMs: 0,
    creditedMs: 0,
    runningSince: next.phase === 'work' ? null : at,
  };
}

/**
 * The timer at `now`: every phase that ended meanwhile (a tab asleep for an hour may have finished a
 * work interval and its break) is switched at the instant it ended, and listed. Work time not yet
 * credited is lost when its phase is switched, so credit it first (`uncreditedWorkSeconds`).
 */
export function advancePomodoro(
  timer: PomodoroTimer,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): { timer: PomodoroTimer; switches: PomodoroSwitch[] } {
  const switches: PomodoroSwitch[] = [];
  let current = timer;
  while (current.runningSince !== null && pomodoroRemainingMs(current, now, settings) === 0) {
    const at = current.runningSince + phaseLengthMs(current.phase, settings) - current.elapsedMs;
    switches.push({ ended: current.phase, at });
    current = switched(current, at, settings);
  }
  return { timer: current, switches };
}

/** Ends the current phase now, as if its time were up (the worked time so far stays credited as is). */
export function skipPomodoro(
  timer: PomodoroTimer,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): PomodoroTimer {
  return switched(timer, now, settings);
}

/** Back to the start of the current phase, stopped. */
export function resetPomodoro(timer: PomodoroTimer): PomodoroTimer {
  return { ...timer, runningSince: null, elapsedMs: 0, creditedMs: 0 };
}

/**
 * Whole seconds of work in the current phase not yet added to the task (capped at the phase's
 * length): what to send as the task's added time. 0 in a break or without a task.
 */
export function uncreditedWorkSeconds(
  timer: PomodoroTimer,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): number {
  if (timer.phase !== 'work' || timer.taskId === null) return 0;
  const worked = Math.min(pomodoroElapsedMs(timer, now), phaseLengthMs('work', settings));
  return Math.floor((worked - timer.creditedMs) / MS_PER_SECOND);
}

/** The timer once `seconds` of its work were added to the task. */
export function creditWork(timer: PomodoroTimer, seconds: number): PomodoroTimer {
  return { ...timer, creditedMs: timer.creditedMs + seconds * MS_PER_SECOND };
}
