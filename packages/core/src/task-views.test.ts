import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_FILTERS,
  OPEN_TASK_STATUSES,
  SECTION_OPEN_BY_DEFAULT,
  TASK_VIEWS,
  belongsInTaskList,
  isIdea,
  isInView,
  isSectionOpenByDefault,
  matchesFilters,
  plannedDate,
  taskCounts,
  todayIn,
  viewsShowing,
  visibleTasks,
  type ViewableTask,
} from './task-views';
import { TASK_STATUSES } from './task-status';

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
  it('has the four spec views, then the ideas', () => {
    expect(TASK_VIEWS).toEqual(['active', 'today', 'upcoming', 'completed', 'ideas']);
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

  it('gives every status its place: each task, whatever its status and date, is seen in some view without a click', () => {
    const dates = [null, '2025-03-01', TODAY, '2025-04-01'];
    for (const status of TASK_STATUSES)
      for (const startDate of dates) {
        const shown = viewsShowing(task({ status, startDate }), TODAY);
        expect(shown, `${status} on ${startDate}`).not.toEqual([]);
        expect(
          shown.some((view) => isSectionOpenByDefault(status, view)),
          `${status} on ${startDate} behind a closed section in every view`,
        ).toBe(true);
        // With the status filter "all", the filters keep it too.
        expect(
          shown.every((view) =>
            visibleTasks([task({ status, startDate })], view, DEFAULT_TASK_FILTERS, TODAY),
          ),
        ).toBe(true);
      }
  });

  it('keeps cancelled tasks in the active view and out of the plans for today and later', () => {
    const cancelled = task({ status: 'cancelled', startDate: '2025-03-01' });
    expect(viewsShowing(cancelled, TODAY)).toEqual(['active']);
    expect(viewsShowing(task({ status: 'cancelled', startDate: '2025-04-01' }), TODAY)).toEqual(['active']);
    expect(OPEN_TASK_STATUSES).toEqual(['waiting', 'inProgress', 'paused', 'scheduled']);
    for (const status of ['paused', 'scheduled'] as const) {
      expect(viewsShowing(task({ status, startDate: TODAY }), TODAY)).toEqual(['active', 'today']);
      expect(viewsShowing(task({ status, startDate: '2025-04-01' }), TODAY)).toEqual(['active', 'upcoming']);
    }
    expect(viewsShowing(task({ status: 'completed', startDate: TODAY }), TODAY)).toEqual(['completed']);
  });

  it('falls back from start date to due date', () => {
    expect(plannedDate({ startDate: null, dueDate: '2025-01-01' })).toBe('2025-01-01');
    expect(plannedDate({ startDate: '2025-02-02', dueDate: '2025-01-01' })).toBe('2025-02-02');
  });
});

describe('ideas', () => {
  it('tells an idea from a task; a row without a type is a task', () => {
    expect(isIdea(task({ type: 'idea' }))).toBe(true);
    expect(isIdea(task({ type: 'task' }))).toBe(false);
    expect(isIdea(task({}))).toBe(false);
  });

  it('keeps every idea in the ideas view alone, whatever its status and date', () => {
    for (const status of TASK_STATUSES)
      for (const startDate of [null, '2025-03-01', TODAY, '2025-04-01'])
        expect(
          viewsShowing(task({ type: 'idea', status, startDate }), TODAY),
          `${status} ${startDate}`,
        ).toEqual(['ideas']);
  });

  it('never shows a task in the ideas view', () => {
    for (const status of TASK_STATUSES) {
      expect(isInView(task({ status }), 'ideas', TODAY)).toBe(false);
      expect(isInView(task({ status, type: 'task' }), 'ideas', TODAY)).toBe(false);
    }
  });

  it('lists ideas apart: the views of work leave them out, the ideas view holds only them', () => {
    const idea = task({ title: 'Balcony garden', type: 'idea', startDate: TODAY });
    const work = task({ title: 'Pay rent', startDate: TODAY });
    for (const view of ['active', 'today'] as const)
      expect(visibleTasks([idea, work], view, DEFAULT_TASK_FILTERS, TODAY)).toEqual([work]);
    expect(visibleTasks([idea, work], 'ideas', DEFAULT_TASK_FILTERS, TODAY)).toEqual([idea]);
    expect(visibleTasks([idea, work], 'ideas', { ...DEFAULT_TASK_FILTERS, search: 'rent' }, TODAY)).toEqual(
      [],
    );
  });

  it('moves a converted idea into the views of work (the same row, its type changed)', () => {
    const idea = task({ type: 'idea', startDate: TODAY });
    const converted = { ...idea, type: 'task' as const };
    expect(viewsShowing(converted, TODAY)).toEqual(['active', 'today']);
    expect(belongsInTaskList(idea, { view: 'active' }, TODAY)).toBe(false);
    expect(belongsInTaskList(idea, { view: 'ideas' }, TODAY)).toBe(true);
    expect(belongsInTaskList(idea, { view: 'all' }, TODAY)).toBe(true);
    expect(belongsInTaskList(converted, { view: 'ideas' }, TODAY)).toBe(false);
  });

  it('opens every section in the ideas view', () => {
    for (const status of TASK_STATUSES) expect(isSectionOpenByDefault(status, 'ideas')).toBe(true);
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

  it('opens every other status section, and every section of the completed view', () => {
    expect(TASK_STATUSES.filter((status) => !isSectionOpenByDefault(status, 'active'))).toEqual([
      'completed',
    ]);
    expect(TASK_STATUSES.filter((status) => !isSectionOpenByDefault(status, 'today'))).toEqual(['completed']);
    expect(TASK_STATUSES.every((status) => isSectionOpenByDefault(status, 'completed'))).toBe(true);
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

describe('list membership and today', () => {
  it('puts a new waiting task in the lists the server would list it in', () => {
    const fresh = task({ title: 'Call the bank' });
    expect(belongsInTaskList(fresh, {}, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { view: 'all' }, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { view: 'completed' }, TODAY)).toBe(false);
    expect(belongsInTaskList(fresh, { view: 'today' }, TODAY)).toBe(false);
    expect(belongsInTaskList(task({ startDate: TODAY }), { view: 'today' }, TODAY)).toBe(true);
    expect(belongsInTaskList(task({ startDate: '2025-03-11' }), { view: 'upcoming' }, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { status: 'inProgress' }, TODAY)).toBe(false);
    expect(belongsInTaskList(fresh, { strategyId: 'none' }, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { strategyId: 's1' }, TODAY)).toBe(false);
    expect(belongsInTaskList(task({ strategyId: 's1' }), { strategyId: 's1' }, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { q: 'bank' }, TODAY)).toBe(true);
    expect(belongsInTaskList(fresh, { q: 'milk' }, TODAY)).toBe(false);
  });

  it("reads today in the person's time zone, not the machine's", () => {
    const instant = new Date('2025-03-10T23:30:00Z');
    expect(todayIn(instant, 'UTC')).toBe('2025-03-10');
    expect(todayIn(instant, 'Europe/Moscow')).toBe('2025-03-11');
    expect(todayIn(instant, 'America/New_York')).toBe('2025-03-10');
  });
});
