import { describe, expect, it } from 'vitest';
import {
  MICRO_TASK_HINT_MINUTES,
  microTaskProgress,
  nextMicroTaskOrder,
  shouldSplitMicroTask,
  sortMicroTasks,
} from './micro-tasks';

describe('micro-tasks', () => {
  it('hints 5–10 minute steps and splits AI steps over 15 minutes', () => {
    expect(MICRO_TASK_HINT_MINUTES).toEqual({ min: 5, max: 10 });
    expect(shouldSplitMicroTask(15)).toBe(false);
    expect(shouldSplitMicroTask(16)).toBe(true);
    expect(shouldSplitMicroTask(undefined)).toBe(false);
  });

  it('orders steps', () => {
    expect(nextMicroTaskOrder([])).toBe(1);
    expect(nextMicroTaskOrder([{ order: 2 }, {}, { order: 5 }])).toBe(6);
    const steps = [{ id: 'c' }, { id: 'b', order: 2 }, { id: 'a', order: 1 }];
    expect(sortMicroTasks(steps).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('reports progress', () => {
    expect(microTaskProgress([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(microTaskProgress([{ completed: true }, { completed: false }, { completed: false }])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
  });
});
