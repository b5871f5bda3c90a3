/**
 * The Pomodoro timer of one person on one device, with what each of its moments means for the data
 * (issue 18): the timer (`pomodoro.ts`), the id the current interval will be stored under and when
 * that interval began. Settling it at `now` or acting on it (start, pause, reset, skip, bind to a
 * task) returns the timer after, and the effects to send: the work seconds to add to a task (only
 * the added time, spec §5) and the finished intervals to store. Interval ids follow from the first
 * one (`nextRunId`), so two tabs that settle the same stored timer derive the same ids.
 */
import { MS_PER_SECOND } from './constants';
import {
  POMODORO_PHASES,
  DEFAULT_POMODORO_SETTINGS,
  advancePomodoro,
  creditWork,
  newPomodoro,
  pausePomodoro,
  phaseLengthMs,
  pomodoroElapsedMs,
  resetPomodoro,
  skipPomodoro,
  startPomodoro,
  uncreditedWorkSeconds,
  type PomodoroSettings,
  type PomodoroSwitch,
  type PomodoroTimer,
} from './pomodoro';
import type { CreatePomodoroSessionInput } from './schemas/pomodoro';

/** The stored timer of a device, with its interval's id and start. */
export interface PomodoroRun {
  readonly timer: PomodoroTimer;
  /** The id the current interval is stored under when it ends. */
  readonly runId: string;
  /** When the current interval first started counting (epoch ms); null before. */
  readonly phaseStartedAt: number | null;
}

/** Work seconds to add to a task. */
export interface PomodoroCredit {
  readonly taskId: string;
  readonly seconds: number;
}

/** What a moment of the timer asks to send, in this order: credits, then intervals. */
export interface PomodoroEffects {
  readonly credits: PomodoroCredit[];
  readonly sessions: (CreatePomodoroSessionInput & { id: string })[];
  /** Phases that ran out (for the sound and the notification). */
  readonly switches: PomodoroSwitch[];
}

/** What a person does with the timer. */
export type PomodoroAction =
  | { readonly type: 'start' }
  | { readonly type: 'pause' }
  | { readonly type: 'reset' }
  | { readonly type: 'skip' }
  | { readonly type: 'bind'; readonly taskId: string | null };

/** The device storage key of a person's timer (one timer for all their tabs). */
export function pomodoroStorageKey(userId: string): string {
  return `fokus-pomodoro:${userId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCountOrNull = (value: unknown) => value === null || isCount(value);

/** True for a well-formed stored timer (checked by hand: the first screen loads no zod classic). */
function isPomodoroRun(value: unknown): value is PomodoroRun {
  if (!isRecord(value) || !isRecord(value.timer)) return false;
  const { timer } = value;
  return (
    typeof value.runId === 'string' &&
    UUID.test(value.runId) &&
    isCountOrNull(value.phaseStartedAt) &&
    (POMODORO_PHASES as readonly unknown[]).includes(timer.phase) &&
    isCount(timer.completedWork) &&
    isCountOrNull(timer.runningSince) &&
    isCount(timer.elapsedMs) &&
    isCount(timer.creditedMs) &&
    (timer.taskId === null || (typeof timer.taskId === 'string' && UUID.test(timer.taskId)))
  );
}

/** The timer stored on the device, or null when there is none or it is malformed. */
export function readPomodoroRun(stored: string | null): PomodoroRun | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (!isPomodoroRun(value)) return null;
    const { timer } = value;
    return {
      timer: {
        phase: timer.phase,
        completedWork: timer.completedWork,
        runningSince: timer.runningSince,
        elapsedMs: timer.elapsedMs,
        creditedMs: timer.creditedMs,
        taskId: timer.taskId,
      },
      runId: value.runId,
      phaseStartedAt: value.phaseStartedAt,
    };
  } catch {
    return null;
  }
}

/** A new timer, not started, whose first interval will be stored under `runId`. */
export function newPomodoroRun(runId: string, taskId: string | null = null): PomodoroRun {
  return { timer: newPomodoro(taskId), runId, phaseStartedAt: null };
}

const NODE_DIGITS = 12;
const NODE_MODULUS = 16 ** NODE_DIGITS;

/** The id of the interval after the one stored under `runId`: the UUID's last 12 hex digits plus one. */
export function nextRunId(runId: string, steps = 1): string {
  const head = runId.slice(0, -NODE_DIGITS);
  const node = (Number.parseInt(runId.slice(-NODE_DIGITS), 16) + steps) % NODE_MODULUS;
  return head + node.toString(16).padStart(NODE_DIGITS, '0');
}

const noEffects = (): PomodoroEffects => ({ credits: [], sessions: [], switches: [] });

function iso(at: number): string {
  return new Date(at).toISOString();
}

/** The timer with its uncredited work (up to `now`) added to its task, and that credit. */
function credited(
  timer: PomodoroTimer,
  now: number,
  settings: PomodoroSettings,
  effects: PomodoroEffects,
): PomodoroTimer {
  const seconds = uncreditedWorkSeconds(timer, now, settings);
  if (seconds <= 0 || timer.taskId === null) return timer;
  effects.credits.push({ taskId: timer.taskId, seconds });
  return creditWork(timer, seconds);
}

/**
 * The timer at `now`: every interval that ran out meanwhile is credited, stored as completed at the
 * instant it ended and switched (a sleeping tab may have missed a work interval and its break).
 */
export function settlePomodoroRun(
  run: PomodoroRun,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): { run: PomodoroRun; effects: PomodoroEffects } {
  const effects = noEffects();
  const before = credited(run.timer, now, settings, effects);
  const { timer, switches } = advancePomodoro(before, now, settings);
  if (switches.length === 0) return { run, effects: noEffects() };
  switches.forEach((ended, index) => {
    const length = phaseLengthMs(ended.ended, settings);
    const startedAt = index === 0 ? (run.phaseStartedAt ?? ended.at - length) : switches[index - 1]!.at;
    effects.sessions.push({
      id: nextRunId(run.runId, index),
      taskId: before.taskId,
      phase: ended.ended,
      startedAt: iso(Math.min(startedAt, ended.at)),
      endedAt: iso(ended.at),
      seconds: Math.floor(length / MS_PER_SECOND),
      completed: true,
    });
  });
  effects.switches.push(...switches);
  return {
    run: { timer, runId: nextRunId(run.runId, switches.length), phaseStartedAt: timer.runningSince },
    effects,
  };
}

/** The current interval stored as ended early at `now`, when it counted at least a second. */
function endedEarly(run: PomodoroRun, now: number, effects: PomodoroEffects): void {
  const elapsed = pomodoroElapsedMs(run.timer, now);
  const seconds = Math.floor(elapsed / MS_PER_SECOND);
  if (seconds < 1) return;
  effects.sessions.push({
    id: run.runId,
    taskId: run.timer.taskId,
    phase: run.timer.phase,
    startedAt: iso(Math.min(run.phaseStartedAt ?? now - elapsed, now)),
    endedAt: iso(now),
    seconds,
    completed: false,
  });
}

/**
 * What an action does at `now`, after settling what ran out before it. Pausing, resetting,
 * skipping and binding another task first credit the work counted so far; resetting and skipping
 * store the interval as not completed (when it counted a second or more).
 */
export function actOnPomodoroRun(
  stored: PomodoroRun,
  action: PomodoroAction,
  now: number,
  settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS,
): { run: PomodoroRun; effects: PomodoroEffects } {
  const settled = settlePomodoroRun(stored, now, settings);
  const effects = settled.effects;
  const run = settled.run;
  if (action.type === 'start') {
    return {
      run: { ...run, timer: startPomodoro(run.timer, now), phaseStartedAt: run.phaseStartedAt ?? now },
      effects,
    };
  }
  const timer = credited(run.timer, now, settings, effects);
  switch (action.type) {
    case 'pause':
      return { run: { ...run, timer: pausePomodoro(timer, now) }, effects };
    case 'bind':
      return { run: { ...run, timer: { ...timer, taskId: action.taskId } }, effects };
    case 'reset':
      endedEarly({ ...run, timer }, now, effects);
      return {
        run: { timer: resetPomodoro(timer), runId: nextRunId(run.runId), phaseStartedAt: null },
        effects,
      };
    case 'skip': {
      endedEarly({ ...run, timer }, now, effects);
      const next = skipPomodoro(timer, now, settings);
      return {
        run: { timer: next, runId: nextRunId(run.runId), phaseStartedAt: next.runningSince },
        effects,
      };
    }
  }
}
