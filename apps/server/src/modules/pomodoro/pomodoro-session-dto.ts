// A stored Pomodoro interval as the API answers it.
import type { PomodoroSessionRow } from '@fokus/core';
import type { pomodoroSessions } from '@fokus/db';

export function toPomodoroSession(row: typeof pomodoroSessions.$inferSelect): PomodoroSessionRow {
  return {
    id: row.id,
    userId: row.userId,
    taskId: row.taskId,
    phase: row.phase,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    seconds: row.seconds,
    completed: row.completed,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
