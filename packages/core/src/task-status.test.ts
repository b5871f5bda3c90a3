import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import {
  CORE_TASK_STATUSES,
  INITIAL_TASK_STATUS,
  STATUS_COLORS,
  TASK_STATUSES,
  TEST_SCREEN_TRANSITIONS,
  applyStatusChange,
  assertTestScreenTransition,
  elapsedSeconds,
  isStatusPickerReadOnly,
  isTaskStatus,
  isTestScreenTransition,
  statusPickerOptions,
  toDisplayStatus,
  type TaskTimes,
} from './task-status';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const waiting: TaskTimes = { status: 'waiting', timeStarted: null, timeCompleted: null, totalTimeSpent: 0 };
const running: TaskTimes = {
  status: 'inProgress',
  timeStarted: '2025-03-10T11:30:00.000Z',
  timeCompleted: null,
  totalTimeSpent: 100,
};

describe('status values and display', () => {
  it('has the three core values and the three extra interface values', () => {
    expect(CORE_TASK_STATUSES).toEqual(['waiting', 'inProgress', 'completed']);
    expect(TASK_STATUSES).toEqual(['waiting', 'inProgress', 'paused', 'completed', 'cancelled', 'scheduled']);
    expect(INITIAL_TASK_STATUS).toBe('waiting');
  });

  it('shows unknown values as waiting', () => {
    expect(toDisplayStatus('unknown')).toBe('waiting');
    expect(toDisplayStatus(undefined)).toBe('waiting');
    expect(toDisplayStatus('InProgress')).toBe('waiting');
    expect(toDisplayStatus('paused')).toBe('paused');
    expect(isTaskStatus('scheduled')).toBe(true);
    expect(isTaskStatus(3)).toBe(false);
  });

  it('uses the spec colours', () => {
    expect(STATUS_COLORS).toEqual({
      waiting: 'amber',
      inProgress: 'blue',
      paused: 'gray',
      completed: 'green',
      cancelled: 'red',
      scheduled: 'purple',
    });
  });
});

describe('pickers', () => {
  it('offers every status in a dropdown and only the core three as buttons', () => {
    expect(statusPickerOptions('dropdown')).toEqual(TASK_STATUSES);
    expect(statusPickerOptions('buttons')).toEqual(['waiting', 'inProgress', 'completed']);
  });

  it('is read-only without a change handler', () => {
    expect(isStatusPickerReadOnly(undefined)).toBe(true);
    expect(isStatusPickerReadOnly(() => undefined)).toBe(false);
  });
});

describe('test-screen transitions', () => {
  it('offers exactly the four spec transitions, each named by its button', () => {
    expect(TEST_SCREEN_TRANSITIONS.waiting).toEqual([{ to: 'inProgress', action: 'start' }]);
    expect(TEST_SCREEN_TRANSITIONS.inProgress).toEqual([
      { to: 'completed', action: 'finish' },
      { to: 'waiting', action: 'stop' },
    ]);
    expect(TEST_SCREEN_TRANSITIONS.completed).toEqual([{ to: 'waiting', action: 'resume' }]);
    expect(TEST_SCREEN_TRANSITIONS.paused).toEqual([]);
  });

  it('rejects transitions the test screen does not offer', () => {
    expect(isTestScreenTransition('waiting', 'completed')).toBe(false);
    expect(isTestScreenTransition('completed', 'waiting')).toBe(true);
    expect(() => assertTestScreenTransition('waiting', 'inProgress')).not.toThrow();
    try {
      assertTestScreenTransition('completed', 'inProgress');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error, 'INVALID_STATUS_TRANSITION')).toBe(true);
    }
  });
});

describe('applyStatusChange', () => {
  it('records the start time when work starts', () => {
    const result = applyStatusChange(waiting, 'inProgress', NOW);
    expect(result.times).toEqual({
      status: 'inProgress',
      timeStarted: '2025-03-10T12:00:00.000Z',
      timeCompleted: null,
      totalTimeSpent: 0,
    });
    expect(result.notification).toEqual({ type: 'status', data: { old: 'waiting', new: 'inProgress' } });
    expect(result.removeFromMvd).toBe(false);
  });

  it('records completion, adds elapsed seconds and removes from the MVD', () => {
    const result = applyStatusChange(running, 'completed', NOW);
    expect(result.times).toEqual({
      status: 'completed',
      timeStarted: '2025-03-10T11:30:00.000Z',
      timeCompleted: '2025-03-10T12:00:00.000Z',
      totalTimeSpent: 100 + 30 * 60,
    });
    expect(result.notification?.data).toEqual({ old: 'inProgress', new: 'completed' });
    expect(result.removeFromMvd).toBe(true);
    expect(result.congratulate).toBe(true);
  });

  it('adds no time when completing a task that never started', () => {
    const result = applyStatusChange(waiting, 'completed', NOW);
    expect(result.times.totalTimeSpent).toBe(0);
    expect(result.times.timeCompleted).toBe(NOW.toISOString());
  });

  it('clears times when going back to waiting, discarding elapsed time by default', () => {
    const result = applyStatusChange(running, 'waiting', NOW);
    expect(result.times).toEqual({
      status: 'waiting',
      timeStarted: null,
      timeCompleted: null,
      totalTimeSpent: 100,
    });
  });

  it('adds elapsed time first with keep-time', () => {
    const result = applyStatusChange(running, 'waiting', NOW, { keepTime: true });
    expect(result.times.totalTimeSpent).toBe(100 + 1800);
    expect(result.times.timeStarted).toBeNull();
  });

  it('does not count time twice when reopening a completed task with keep-time', () => {
    const completed = applyStatusChange(running, 'completed', NOW).times;
    const later = new Date(NOW.getTime() + 3_600_000);
    const reopened = applyStatusChange(completed, 'waiting', later, { keepTime: true });
    expect(reopened.times.totalTimeSpent).toBe(completed.totalTimeSpent);
  });

  it('banks worked time and stops the clock when a running task is paused, cancelled or scheduled', () => {
    const result = applyStatusChange(running, 'paused', NOW);
    expect(result.times).toEqual({
      status: 'paused',
      timeStarted: null,
      timeCompleted: null,
      totalTimeSpent: 1900,
    });
    expect(result.notification?.data).toEqual({ old: 'inProgress', new: 'paused' });
    const resumed = applyStatusChange(result.times, 'inProgress', new Date(NOW.getTime() + 600_000));
    const done = applyStatusChange(resumed.times, 'completed', new Date(NOW.getTime() + 900_000));
    // 30 min before the pause + 5 min after it; the 10-minute pause does not count.
    expect(done.times.totalTimeSpent).toBe(100 + 1800 + 300);
  });

  it('leaves times untouched between statuses without time rules', () => {
    const paused = { ...running, status: 'paused' as const, timeStarted: null };
    expect(applyStatusChange(paused, 'scheduled', NOW).times).toEqual({ ...paused, status: 'scheduled' });
  });

  it('produces no notification when the status does not change', () => {
    const result = applyStatusChange(running, 'inProgress', NOW);
    expect(result.notification).toBeNull();
    expect(result.times).toBe(running);
  });

  it('never decreases total time and always notifies {old, new} on a change', () => {
    const status = fc.constantFrom(...TASK_STATUSES);
    fc.assert(
      fc.property(
        status,
        status,
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.boolean(),
        (from, to, offset, keepTime) => {
          const times: TaskTimes = { ...running, status: from };
          const at = new Date(Date.parse(running.timeStarted ?? '') + offset * 1000);
          const result = applyStatusChange(times, to, at, { keepTime });
          expect(result.times.totalTimeSpent).toBeGreaterThanOrEqual(times.totalTimeSpent);
          expect(result.times.status).toBe(to);
          if (from !== to)
            expect(result.notification).toEqual({ type: 'status', data: { old: from, new: to } });
        },
      ),
    );
  });
});

describe('elapsedSeconds', () => {
  it('floors to whole seconds and never goes negative', () => {
    expect(elapsedSeconds('2025-03-10T11:59:58.500Z', NOW)).toBe(1);
    expect(elapsedSeconds('2025-03-10T13:00:00.000Z', NOW)).toBe(0);
    expect(elapsedSeconds('not a date', NOW)).toBe(0);
  });
});
