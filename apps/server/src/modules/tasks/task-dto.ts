// Rows as the API answers them: camelCase, ISO times, HH:MM start times, no tombstone column.
import type { MicroTask, Task, TaskNotification } from '@fokus/core';
import type { microTasks, taskNotifications } from '@fokus/db';
import type { TaskRow } from './db-types.js';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const level = (value: number): 1 | 2 => (value === 2 ? 2 : 1);

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    userId: row.userId,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    status: row.status,
    type: row.type,
    startDate: row.startDate,
    dueDate: row.dueDate,
    // PostgreSQL answers HH:MM:SS; the API speaks HH:MM (spec: start time to the minute).
    startTime: row.startTime === null ? null : row.startTime.slice(0, 5),
    durationMinutes: row.durationMinutes,
    importance: level(row.importance),
    urgency: level(row.urgency),
    totalTimeSpent: row.totalTimeSpent,
    timeStarted: iso(row.timeStarted),
    timeCompleted: iso(row.timeCompleted),
    strategyId: row.strategyId,
    attachments: row.attachments,
    comments: row.comments,
    assignment: row.assignment,
    isDelegated: row.isDelegated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export type MicroTaskRow = typeof microTasks.$inferSelect;

export function toMicroTask(row: MicroTaskRow): MicroTask & { version: number } {
  return {
    id: row.id,
    taskId: row.taskId,
    userId: row.userId,
    title: row.title,
    completed: row.completed,
    order: row.order,
    ...(row.estimateMinutes === null ? {} : { estimatedMinutes: row.estimateMinutes }),
    version: row.version,
  };
}

export type NotificationRow = typeof taskNotifications.$inferSelect;

export function toNotification(row: NotificationRow): TaskNotification & { readAt: string | null } {
  return {
    id: row.id,
    taskId: row.taskId,
    type: row.type,
    data: row.data ?? null,
    author: row.author,
    isRead: row.isRead,
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}
