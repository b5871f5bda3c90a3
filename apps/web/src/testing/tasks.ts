import type { MvdResponse, Task } from '@fokus/core';
import { deviceToday } from '@/lib/today';

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

/** `GET /api/mvd`'s answer for task ids in this order, each planned for `plannedFor` (the device's today). */
export function mvdAnswer(
  taskIds: readonly string[],
  plannedFor: string | null = deviceToday(),
): MvdResponse {
  return {
    taskIds: [...taskIds],
    entries: taskIds.map((taskId, position) => ({
      taskId,
      plannedFor,
      position,
      createdAt: '2026-01-01T10:00:00.000Z',
    })),
  };
}
