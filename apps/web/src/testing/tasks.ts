import type { Task } from '@fokus/core';

/** A task as `GET /api/tasks` answers it: a plain waiting task of user u1, with any fields replaced. */
export function makeTask(id: string, title: string, fields: Partial<Task> = {}): Task {
  return {
    id,
    userId: 'u1',
    ownerId: null,
    title,
    description: null,
    status: 'waiting',
    startDate: null,
    dueDate: null,
    startTime: null,
    durationMinutes: null,
    reminderMinutes: null,
    importance: 1,
    urgency: 1,
    totalTimeSpent: 0,
    timeStarted: null,
    timeCompleted: null,
    type: 'task',
    strategyId: null,
    attachments: [],
    comments: [],
    assignment: null,
    isDelegated: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}
