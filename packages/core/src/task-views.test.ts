import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_FILTERS,
  SECTION_OPEN_BY_DEFAULT,
  TASK_VIEWS,
  isInView,
  matchesFilters,
  plannedDate,
  taskCounts,
  visibleTasks,
  type ViewableTask,
} from './task-views';

const TODAY = '2025-03-10';
const task = (extra: Partial<ViewableTask>): ViewableTask => ({
  title: 'Task',
  description: null,
  status: 'waiting',
  startDate: null,
  dueDate: null,
  strategyId: null,
  ...extra,
});

describe('views', () => {
  it('has the four spec views', () => {
    expect(TASK_VIEWS).toEqual(['active', 'today', 'upcoming', 'completed']);
  });

  it('sorts tasks into views by status and planned date', () => {
    const overdue = task({ startDate: '2025-03-09' });
    const today = task({ dueDate: TODAY });
    const later = task({ startDate: '2025-03-11' });
    const undated = task({});
    const done = task({ status: 'completed', startDate: TODAY });
    expect([overdue, today, later, undated, done].map((t) => isInView(t, 'today', TODAY))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([overdue, today, later, undated, done].map((t) => isInView(t, 'upcoming', TODAY))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect([overdue, today, later, undated, done].map((t) => isInView(t, 'active', TODAY))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([overdue, done].map((t) => isInView(t, 'completed', TODAY))).toEqual([false, true]);
  });

  it('falls back from start date to due date', () => {
    expect(plannedDate({ startDate: null, dueDate: '2025-01-01' })).toBe('2025-01-01');
    expect(plannedDate({ startDate: '2025-02-02', dueDate: '2025-01-01' })).toBe('2025-02-02');
  });
});

describe('filters', () => {
  it('defaults to status all', () => {
    expect(DEFAULT_TASK_FILTERS).toEqual({ status: 'all', strategyId: 'all', search: '' });
    expect(matchesFilters(task({}), DEFAULT_TASK_FILTERS)).toBe(true);
  });

  it('filters by status, strategy and search', () => {
    const t = task({
      title: 'Buy Milk',
      description: 'at the STORE',
      status: 'inProgress',
      strategyId: 's1',
    });
    expect(matchesFilters(t, { ...DEFAULT_TASK_FILTERS, status: 'waiting' })).toBe(false);
    expect(matchesFilters(t, { ...DEFAULT_TASK_FILTERS, strategyId: 's2' })).toBe(false);
    expect(matchesFilters(t, { ...DEFAULT_TASK_FILTERS, strategyId: 'none' })).toBe(false);
    expect(matchesFilters(task({}), { ...DEFAULT_TASK_FILTERS, strategyId: 'none' })).toBe(true);
    expect(matchesFilters(t, { ...DEFAULT_TASK_FILTERS, strategyId: 's1', search: ' store ' })).toBe(true);
    expect(matchesFilters(t, { ...DEFAULT_TASK_FILTERS, search: 'bread' })).toBe(false);
    expect(visibleTasks([t, task({ status: 'completed' })], 'active', DEFAULT_TASK_FILTERS, TODAY)).toEqual([
      t,
    ]);
  });
});

describe('sections and counts', () => {
  it('opens waiting and inProgress, closes completed', () => {
    expect(SECTION_OPEN_BY_DEFAULT).toEqual({ waiting: true, inProgress: true, completed: false });
  });

  it('counts tasks per status', () => {
    const tasks = [
      task({}),
      task({ status: 'inProgress' }),
      task({ status: 'completed' }),
      task({ status: 'paused' }),
    ];
    expect(taskCounts(tasks)).toEqual({ all: 4, waiting: 1, inProgress: 1, completed: 1 });
  });
});
