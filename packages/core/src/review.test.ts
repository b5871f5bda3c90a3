import { describe, expect, it } from 'vitest';
import {
  advanceReview,
  currentReviewTaskId,
  finishReview,
  isReviewedIn,
  reviewProgress,
  reviewTaskIds,
  startReviewSession,
} from './review';
import type { TaskStatus } from './task-status';

const tasks: { id: string; status: TaskStatus }[] = [
  { id: 'w', status: 'waiting' },
  { id: 'p', status: 'inProgress' },
  { id: 'c', status: 'completed' },
  { id: 'z', status: 'paused' },
];
const NOW = new Date('2025-04-01T07:00:00Z');

describe('review task selection', () => {
  it('morning sync covers every non-completed task', () => {
    expect(reviewTaskIds('morning_sync', tasks)).toEqual(['w', 'p', 'z']);
  });

  it('evening review covers completed and inProgress tasks', () => {
    expect(reviewTaskIds('evening_review', tasks)).toEqual(['p', 'c']);
    expect(isReviewedIn('evening_review', 'waiting')).toBe(false);
  });
});

describe('review session', () => {
  it('starts at index 0, not completed', () => {
    expect(startReviewSession({ id: 's1', type: 'evening_review', tasks, now: NOW })).toEqual({
      id: 's1',
      type: 'evening_review',
      startedAt: '2025-04-01T07:00:00.000Z',
      currentTaskIndex: 0,
      tasksToReview: ['p', 'c'],
      sessionData: { reviewed_tasks: [], session_notes: '' },
      completed: false,
    });
  });

  it('advances through the tasks and completes after the last', () => {
    let session = startReviewSession({ id: 's', type: 'evening_review', tasks, now: NOW });
    expect(currentReviewTaskId(session)).toBe('p');
    session = advanceReview(session, ' went well ');
    expect(currentReviewTaskId(session)).toBe('c');
    expect(session.completed).toBe(false);
    session = advanceReview(session, 'done');
    expect(session.completed).toBe(true);
    expect(currentReviewTaskId(session)).toBeNull();
    expect(session.sessionData).toEqual({ reviewed_tasks: ['p', 'c'], session_notes: 'went well\ndone' });
    expect(reviewProgress(session)).toEqual({ reviewed: 2, total: 2 });
    expect(advanceReview(session)).toEqual(session);
  });

  it('completes an empty session on the first advance and can finish early', () => {
    const empty = startReviewSession({ id: 's', type: 'evening_review', tasks: [], now: NOW });
    expect(empty.completed).toBe(false);
    expect(advanceReview(empty).completed).toBe(true);
    const early = finishReview(startReviewSession({ id: 's', type: 'morning_sync', tasks, now: NOW }));
    expect(early.completed).toBe(true);
    expect(early.sessionData.reviewed_tasks).toEqual([]);
  });
});
