import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POMODORO_SETTINGS,
  advancePomodoro,
  creditWork,
  newPomodoro,
  nextPhase,
  phaseLengthMs,
  pausePomodoro,
  pomodoroElapsedMs,
  pomodoroRemainingMs,
  resetPomodoro,
  skipPomodoro,
  startPomodoro,
  uncreditedWorkSeconds,
} from './pomodoro';

const MIN = 60_000;
const T0 = Date.parse('2026-11-24T09:00:00.000Z');

describe('the Pomodoro timer', () => {
  it('is 25 minutes of work and 5 of break by default (spec §9), 15 after four', () => {
    expect(phaseLengthMs('work')).toBe(25 * MIN);
    expect(phaseLengthMs('shortBreak')).toBe(5 * MIN);
    expect(phaseLengthMs('longBreak')).toBe(15 * MIN);
  });

  it('counts from stored timestamps: a reload or a sleeping tab changes nothing', () => {
    const running = startPomodoro(newPomodoro('task-1'), T0);
    expect(pomodoroRemainingMs(running, T0 + 10 * MIN)).toBe(15 * MIN);
    // The same stored value read again later (after a reload) gives the later answer.
    const stored = JSON.parse(JSON.stringify(running)) as typeof running;
    expect(pomodoroRemainingMs(stored, T0 + 24 * MIN)).toBe(MIN);
    expect(startPomodoro(running, T0 + MIN)).toBe(running);
  });

  it('pauses and resumes without losing or gaining time', () => {
    const paused = pausePomodoro(startPomodoro(newPomodoro(), T0), T0 + 10 * MIN);
    expect(pausePomodoro(paused, T0 + 20 * MIN)).toBe(paused);
    expect(pomodoroElapsedMs(paused, T0 + 60 * MIN)).toBe(10 * MIN);
    const resumed = startPomodoro(paused, T0 + 60 * MIN);
    expect(pomodoroRemainingMs(resumed, T0 + 65 * MIN)).toBe(10 * MIN);
  });

  it('switches every phase that ended meanwhile at the instant it ended', () => {
    const running = startPomodoro(newPomodoro(), T0);
    expect(advancePomodoro(running, T0 + 24 * MIN)).toEqual({ timer: running, switches: [] });
    // Asleep for an hour: the work ended at 25 min and its break at 30; the next work waits.
    const { timer, switches } = advancePomodoro(running, T0 + 60 * MIN);
    expect(switches).toEqual([
      { ended: 'work', at: T0 + 25 * MIN },
      { ended: 'shortBreak', at: T0 + 30 * MIN },
    ]);
    expect(timer).toMatchObject({ phase: 'work', completedWork: 1, runningSince: null, elapsedMs: 0 });
  });

  it('takes the longer break after four work intervals, then starts a new cycle', () => {
    expect(nextPhase('work', 0)).toEqual({ phase: 'shortBreak', completedWork: 1 });
    expect(nextPhase('work', 3)).toEqual({ phase: 'longBreak', completedWork: 4 });
    expect(nextPhase('longBreak', 4)).toEqual({ phase: 'work', completedWork: 0 });
    expect(nextPhase('shortBreak', 2)).toEqual({ phase: 'work', completedWork: 2 });
    const fourth = startPomodoro({ ...newPomodoro(), completedWork: 3 }, T0);
    const { timer } = advancePomodoro(fourth, T0 + 26 * MIN);
    expect(timer.phase).toBe('longBreak');
    expect(pomodoroRemainingMs(timer, T0 + 26 * MIN)).toBe(14 * MIN);
  });

  it('skips to the next phase and resets the current one', () => {
    const running = startPomodoro(newPomodoro(), T0);
    const onBreak = skipPomodoro(running, T0 + 3 * MIN);
    expect(onBreak).toMatchObject({ phase: 'shortBreak', runningSince: T0 + 3 * MIN, completedWork: 1 });
    expect(skipPomodoro(onBreak, T0 + 4 * MIN)).toMatchObject({ phase: 'work', runningSince: null });
    expect(resetPomodoro(pausePomodoro(running, T0 + 7 * MIN))).toMatchObject({
      phase: 'work',
      runningSince: null,
      elapsedMs: 0,
    });
  });

  it('credits the task with the worked seconds once, capped at the interval', () => {
    const running = startPomodoro(newPomodoro('task-1'), T0);
    expect(uncreditedWorkSeconds(running, T0 + 90_500)).toBe(90);
    const credited = creditWork(running, 90);
    expect(uncreditedWorkSeconds(credited, T0 + 90_500)).toBe(0);
    // Left running past its end without being advanced: at most the 25 minutes count.
    expect(uncreditedWorkSeconds(credited, T0 + 40 * MIN)).toBe(25 * 60 - 90);
    expect(uncreditedWorkSeconds(startPomodoro(newPomodoro(), T0), T0 + MIN)).toBe(0);
    const onBreak = skipPomodoro(running, T0 + MIN);
    expect(uncreditedWorkSeconds(onBreak, T0 + 2 * MIN)).toBe(0);
  });

  it('uses changed lengths', () => {
    const settings = { ...DEFAULT_POMODORO_SETTINGS, workMinutes: 50, breakMinutes: 10 };
    const running = startPomodoro(newPomodoro(), T0);
    expect(pomodoroRemainingMs(running, T0, settings)).toBe(50 * MIN);
    const { switches } = advancePomodoro(running, T0 + 55 * MIN, settings);
    expect(switches).toEqual([{ ended: 'work', at: T0 + 50 * MIN }]);
  });
});
