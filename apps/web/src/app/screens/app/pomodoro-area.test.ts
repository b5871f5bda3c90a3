import { describe, expect, it } from 'vitest';
import { makeTask } from '@/testing/tasks';
import { openTaskOptions } from './pomodoro-area';

describe('openTaskOptions', () => {
  it('offers the timer the tasks still asking for work: not ideas, not completed, not cancelled', () => {
    const options = openTaskOptions([
      makeTask('1', 'Waiting', { status: 'waiting' }),
      makeTask('2', 'In progress', { status: 'inProgress' }),
      makeTask('3', 'Done', { status: 'completed' }),
      makeTask('4', 'Dropped', { status: 'cancelled' }),
      makeTask('5', 'An idea', { type: 'idea' }),
    ]);
    expect(options).toEqual([
      { id: '1', title: 'Waiting' },
      { id: '2', title: 'In progress' },
    ]);
  });
});
