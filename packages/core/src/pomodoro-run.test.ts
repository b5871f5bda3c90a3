import { describe, expect, it } from 'vitest';
import { MS_PER_MINUTE, MS_PER_SECOND } from './constants';
import { createPomodoroSessionInputSchema } from './schemas/pomodoro';
import {
  actOnPomodoroRun,
  newPomodoroRun,
  nextRunId,
  pomodoroStorageKey,
  readPomodoroRun,
  settlePomodoroRun,
  type PomodoroRun,
} from './pomodoro-run';

const RUN = '019a0000-0000-4000-8000-0000000000ff';
const TASK = '019a0000-0000-7000-8000-000000000001';
const OTHER = '019a0000-0000-7000-8000-000000000002';
const T0 = Date.parse('2026-11-24T09:00:00.000Z');
const min = (n: number) => T0 + n * MS_PER_MINUTE;
const started = (): PomodoroRun => actOnPomodoroRun(newPomodoroRun(RUN, TASK), { type: 'start' }, T0).run;

describe('nextRunId', () => {
  it('counts the last 12 hex digits up, wrapping, and keeps a valid UUID', () => {
    expect(nextRunId(RUN)).toBe('019a0000-0000-4000-8000-000000000100');
    expect(nextRunId(RUN, 2)).toBe('019a0000-0000-4000-8000-000000000101');
    expect(nextRunId('019a0000-0000-4000-8000-ffffffffffff')).toBe('019a0000-0000-4000-8000-000000000000');
  });
});

describe('readPomodoroRun and its key', () => {
  it('reads back what was stored, and nothing from a missing or malformed entry', () => {
    const run = started();
    expect(readPomodoroRun(JSON.stringify(run))).toEqual(run);
    expect(readPomodoroRun(null)).toBeNull();
    expect(readPomodoroRun('{')).toBeNull();
    expect(readPomodoroRun(JSON.stringify({ ...run, runId: 'x' }))).toBeNull();
    expect(readPomodoroRun(JSON.stringify({ ...run, runId: 7 }))).toBeNull();
    expect(readPomodoroRun('null')).toBeNull();
    expect(readPomodoroRun(JSON.stringify({ runId: RUN, phaseStartedAt: null, timer: 3 }))).toBeNull();
    for (const timer of [
      { phase: 'nap' },
      { completedWork: -1 },
      { runningSince: 1.5 },
      { elapsedMs: null },
      { creditedMs: '0' },
      { taskId: 'task' },
      { taskId: 5 },
    ])
      expect(readPomodoroRun(JSON.stringify({ ...run, timer: { ...run.timer, ...timer } }))).toBeNull();
    expect(readPomodoroRun(JSON.stringify({ ...run, phaseStartedAt: -1 }))).toBeNull();
    const loose = { ...run, extra: true, timer: { ...run.timer, taskId: null, extra: 1 } };
    expect(readPomodoroRun(JSON.stringify(loose))).toEqual({ ...run, timer: { ...run.timer, taskId: null } });
    expect(pomodoroStorageKey('u1')).toBe('fokus-pomodoro:u1');
  });
});

describe('settlePomodoroRun', () => {
  it('changes nothing while the interval runs', () => {
    const run = started();
    expect(settlePomodoroRun(run, min(10))).toEqual({
      run,
      effects: { credits: [], sessions: [], switches: [] },
    });
  });

  it('credits the whole work interval once and stores it when it runs out, then runs the break', () => {
    const { run, effects } = settlePomodoroRun(started(), min(26));
    expect(effects.credits).toEqual([{ taskId: TASK, seconds: 1500 }]);
    expect(effects.sessions).toEqual([
      {
        id: RUN,
        taskId: TASK,
        phase: 'work',
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(min(25)).toISOString(),
        seconds: 1500,
        completed: true,
      },
    ]);
    expect(effects.switches).toEqual([{ ended: 'work', at: min(25) }]);
    expect(run).toMatchObject({ runId: nextRunId(RUN), phaseStartedAt: min(25) });
    expect(run.timer).toMatchObject({ phase: 'shortBreak', runningSince: min(25), completedWork: 1 });
    // Settling again (another tab, the next tick) sends nothing more.
    expect(settlePomodoroRun(run, min(27)).effects.credits).toEqual([]);
  });

  it('after a long sleep stores the work and the break, each at the instant it ended', () => {
    const { run, effects } = settlePomodoroRun(started(), min(90));
    expect(effects.credits).toEqual([{ taskId: TASK, seconds: 1500 }]);
    expect(effects.sessions.map((s) => [s.id, s.phase, s.startedAt, s.endedAt, s.seconds])).toEqual([
      [RUN, 'work', new Date(T0).toISOString(), new Date(min(25)).toISOString(), 1500],
      [nextRunId(RUN), 'shortBreak', new Date(min(25)).toISOString(), new Date(min(30)).toISOString(), 300],
    ]);
    for (const session of effects.sessions)
      expect(createPomodoroSessionInputSchema.safeParse(session).success).toBe(true);
    expect(run).toMatchObject({ runId: nextRunId(RUN, 2), phaseStartedAt: null });
    expect(run.timer).toMatchObject({ phase: 'work', runningSince: null, completedWork: 1 });
  });

  it('credits only what was not credited yet, and nothing without a task', () => {
    const paused = actOnPomodoroRun(started(), { type: 'pause' }, min(10));
    expect(paused.effects.credits).toEqual([{ taskId: TASK, seconds: 600 }]);
    const resumed = actOnPomodoroRun(paused.run, { type: 'start' }, min(20));
    expect(resumed.run.phaseStartedAt).toBe(T0);
    const ended = settlePomodoroRun(resumed.run, min(40));
    expect(ended.effects.credits).toEqual([{ taskId: TASK, seconds: 900 }]);
    // Started at T0, ran 10 + 15 minutes: stored from T0 to when it ran out.
    expect(ended.effects.sessions[0]).toMatchObject({ startedAt: new Date(T0).toISOString(), seconds: 1500 });

    const unbound = actOnPomodoroRun(newPomodoroRun(RUN), { type: 'start' }, T0).run;
    const free = settlePomodoroRun(unbound, min(26));
    expect(free.effects.credits).toEqual([]);
    expect(free.effects.sessions[0]).toMatchObject({ taskId: null, phase: 'work' });
  });

  it('dates an interval without a known start from its length', () => {
    const run: PomodoroRun = { ...started(), phaseStartedAt: null };
    const { effects } = settlePomodoroRun(run, min(26));
    expect(effects.sessions[0]!.startedAt).toBe(new Date(T0).toISOString());
  });
});

describe('actOnPomodoroRun', () => {
  it('starts once: a second start keeps the first start', () => {
    const run = started();
    expect(actOnPomodoroRun(run, { type: 'start' }, min(1)).run).toEqual(run);
  });

  it('resets with the worked time credited and the interval stored as not completed', () => {
    const { run, effects } = actOnPomodoroRun(started(), { type: 'reset' }, min(7) + 500);
    expect(effects.credits).toEqual([{ taskId: TASK, seconds: 420 }]);
    expect(effects.sessions).toEqual([
      {
        id: RUN,
        taskId: TASK,
        phase: 'work',
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(min(7) + 500).toISOString(),
        seconds: 420,
        completed: false,
      },
    ]);
    expect(run).toEqual({ ...newPomodoroRun(nextRunId(RUN), TASK), timer: { ...run.timer } });
    expect(run.timer).toMatchObject({ phase: 'work', runningSince: null, elapsedMs: 0, creditedMs: 0 });
  });

  it('stores nothing for a reset before a whole second was counted', () => {
    const { effects } = actOnPomodoroRun(started(), { type: 'reset' }, T0 + 999);
    expect(effects).toEqual({ credits: [], sessions: [], switches: [] });
    const unstarted = actOnPomodoroRun(newPomodoroRun(RUN), { type: 'reset' }, T0);
    expect(unstarted.effects.sessions).toEqual([]);
  });

  it('dates an early end without a known start from the time counted', () => {
    const run: PomodoroRun = { ...started(), phaseStartedAt: null };
    const { effects } = actOnPomodoroRun(run, { type: 'reset' }, min(2));
    expect(effects.sessions[0]!.startedAt).toBe(new Date(T0).toISOString());
  });

  it('skips work into a running break, with the work credited and stored as not completed', () => {
    const { run, effects } = actOnPomodoroRun(started(), { type: 'skip' }, min(3));
    expect(effects.credits).toEqual([{ taskId: TASK, seconds: 180 }]);
    expect(effects.sessions).toMatchObject([{ id: RUN, phase: 'work', seconds: 180, completed: false }]);
    expect(run).toMatchObject({ runId: nextRunId(RUN), phaseStartedAt: min(3) });
    expect(run.timer).toMatchObject({ phase: 'shortBreak', runningSince: min(3) });
    // Skipping the break waits for the next work interval to be started.
    const back = actOnPomodoroRun(run, { type: 'skip' }, min(4));
    expect(back.effects.credits).toEqual([]);
    expect(back.run).toMatchObject({ phaseStartedAt: null, timer: { phase: 'work', runningSince: null } });
  });

  it('binding another task credits the old one first; a paused timer stays paused', () => {
    const bound = actOnPomodoroRun(started(), { type: 'bind', taskId: OTHER }, min(5));
    expect(bound.effects.credits).toEqual([{ taskId: TASK, seconds: 300 }]);
    expect(bound.run.timer.taskId).toBe(OTHER);
    const later = settlePomodoroRun(bound.run, min(25) + MS_PER_SECOND);
    expect(later.effects.credits).toEqual([{ taskId: OTHER, seconds: 1200 }]);

    const paused = actOnPomodoroRun(started(), { type: 'pause' }, min(1)).run;
    expect(actOnPomodoroRun(paused, { type: 'pause' }, min(2)).run).toEqual(paused);
  });
});
