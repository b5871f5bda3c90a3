import { describe, expect, it } from 'vitest';
import type { MvdEntry } from './schemas/answers';
import type { TaskStatus } from './task-status';
import type { ViewableTask } from './task-views';
import {
  applyMvdOrder,
  datesForDay,
  endOfDayChanges,
  endOfDayTargetDay,
  isEvening,
  isUnfinished,
  moveMvdTask,
  mvdEntriesToClose,
  mvdEntryDay,
  nextDay,
  nextMvdPosition,
  orderMvdEntries,
  tasksFromEarlier,
} from './index';

const ZONE = 'Europe/Moscow';

function entry(taskId: string, position: number, fields: Partial<MvdEntry> = {}): MvdEntry {
  return { taskId, plannedFor: '2026-11-24', position, createdAt: '2026-11-24T06:00:00.000Z', ...fields };
}

function task(
  title: string,
  status: TaskStatus,
  startDate: string | null,
  fields: Partial<ViewableTask> = {},
): ViewableTask {
  return { title, status, startDate, dueDate: null, strategyId: null, ...fields };
}

describe('the order of the minimum viable day', () => {
  it('orders by place, then by when added, then by task id', () => {
    const later = entry('a', 0, { createdAt: '2026-11-24T07:00:00.000Z' });
    expect(
      orderMvdEntries([entry('c', 1), later, entry('b', 0), entry('x', 0)]).map((e) => e.taskId),
    ).toEqual(['b', 'x', 'a', 'c']);
  });

  it('renumbers for a new order: named first, the rest after in their order', () => {
    const renumbered = applyMvdOrder([entry('a', 0), entry('b', 1), entry('c', 2)], ['c', 'zz', 'a']);
    expect(renumbered.map((e) => [e.taskId, e.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('moves one task up or down, and leaves the ends and unknown tasks alone', () => {
    expect(moveMvdTask(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveMvdTask(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveMvdTask(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveMvdTask(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveMvdTask(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });

  it('adds at the end', () => {
    expect(nextMvdPosition([])).toBe(0);
    expect(nextMvdPosition([{ position: 4 }, { position: 1 }])).toBe(5);
  });
});

describe('days', () => {
  it('counts the next calendar day across month and year ends', () => {
    expect(nextDay('2026-11-24')).toBe('2026-11-25');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it("reads an entry's day, or the day it was added in the person's zone", () => {
    expect(mvdEntryDay(entry('a', 0), ZONE)).toBe('2026-11-24');
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Moscow.
    const old = { plannedFor: null, createdAt: '2026-11-23T22:30:00.000Z' };
    expect(mvdEntryDay(old, ZONE)).toBe('2026-11-24');
    expect(mvdEntryDay(old, 'UTC')).toBe('2026-11-23');
  });

  it('knows the evening by the local hour', () => {
    expect(isEvening(new Date('2026-11-24T14:59:00Z'), ZONE)).toBe(false);
    expect(isEvening(new Date('2026-11-24T15:00:00Z'), ZONE)).toBe(true);
    expect(isEvening(new Date('2026-11-24T15:00:00Z'), ZONE, 19)).toBe(false);
  });

  it('calls completed and cancelled tasks finished, every other status unfinished', () => {
    expect(isUnfinished({ status: 'completed' })).toBe(false);
    expect(isUnfinished({ status: 'cancelled' })).toBe(false);
    expect(isUnfinished({ status: 'paused' })).toBe(true);
  });
});

describe('the end-of-day step', () => {
  const tasks = new Map<string, { status: TaskStatus }>([
    ['old', { status: 'waiting' }],
    ['oldDone', { status: 'completed' }],
    ['oldCancelled', { status: 'cancelled' }],
    ['today', { status: 'inProgress' }],
    ['legacy', { status: 'waiting' }],
  ]);
  const entries = [
    entry('today', 0, { plannedFor: '2026-11-25' }),
    entry('old', 1),
    entry('oldDone', 2),
    entry('oldCancelled', 3),
    entry('gone', 4),
    // Added on the 24th before days were kept.
    entry('legacy', 5, { plannedFor: null }),
  ];

  it("offers unfinished tasks of days before today, not today's, finished or gone ones", () => {
    const offered = mvdEntriesToClose(entries, tasks, {
      today: '2026-11-25',
      timeZone: ZONE,
      closingToday: false,
    });
    expect(offered.map((e) => e.taskId)).toEqual(['old', 'legacy']);
  });

  it("offers today's unfinished ones too when the person closes the day", () => {
    const offered = mvdEntriesToClose(entries, tasks, {
      today: '2026-11-25',
      timeZone: ZONE,
      closingToday: true,
    });
    expect(offered.map((e) => e.taskId)).toEqual(['today', 'old', 'legacy']);
  });

  it('aims at tomorrow when closing today, at today for days already over', () => {
    expect(endOfDayTargetDay({ today: '2026-11-25', closingToday: true })).toBe('2026-11-26');
    expect(endOfDayTargetDay({ today: '2026-11-25', closingToday: false })).toBe('2026-11-25');
  });

  it('turns keep, move and let go into the changes of the queue', () => {
    const choices = [
      { task: { ...task('a', 'waiting', '2026-11-24'), id: 'a' }, choice: 'keep' as const },
      {
        task: { ...task('b', 'waiting', null, { dueDate: '2026-11-24' }), id: 'b' },
        choice: 'move' as const,
      },
      { task: { ...task('c', 'paused', null), id: 'c' }, choice: 'letGo' as const },
    ];
    expect(endOfDayChanges(choices, '2026-11-25')).toEqual([
      { kind: 'planMvdTask', taskId: 'a', plannedFor: '2026-11-25' },
      { kind: 'updateTask', taskId: 'b', input: { dueDate: '2026-11-25' } },
      { kind: 'removeFromMvd', taskId: 'b' },
      { kind: 'removeFromMvd', taskId: 'c' },
    ]);
  });

  it('moves a task by its start date, or by its due date when that is its only date', () => {
    expect(datesForDay({ startDate: null, dueDate: null }, '2026-11-26')).toEqual({
      startDate: '2026-11-26',
    });
    expect(datesForDay({ startDate: '2026-11-20', dueDate: null }, '2026-11-26')).toEqual({
      startDate: '2026-11-26',
    });
    expect(datesForDay({ startDate: null, dueDate: '2026-11-20' }, '2026-11-26')).toEqual({
      dueDate: '2026-11-26',
    });
    expect(datesForDay({ startDate: '2026-11-20', dueDate: '2026-11-22' }, '2026-11-26')).toEqual({
      startDate: '2026-11-26',
      dueDate: '2026-11-26',
    });
    expect(datesForDay({ startDate: '2026-11-20', dueDate: '2026-12-01' }, '2026-11-26')).toEqual({
      startDate: '2026-11-26',
    });
  });
});

describe('from earlier', () => {
  it('gathers unfinished dated tasks before today, oldest first, without ideas', () => {
    const list = [
      task('later', 'waiting', '2026-11-26'),
      task('today', 'waiting', '2026-11-25'),
      task('yesterday', 'inProgress', '2026-11-24'),
      task('last week', 'paused', null, { dueDate: '2026-11-18' }),
      task('done', 'completed', '2026-11-20'),
      task('dropped', 'cancelled', '2026-11-20'),
      task('undated', 'waiting', null),
      task('idea', 'waiting', '2026-11-01', { type: 'idea' }),
    ];
    expect(tasksFromEarlier(list, '2026-11-25').map((t) => t.title)).toEqual(['last week', 'yesterday']);
  });
});
