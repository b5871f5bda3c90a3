import type { PomodoroSessionRow } from '@fokus/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { pomodoroSessions } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toPomodoroSession } from './pomodoro-session-dto.js';

/** How many intervals one list answers at most: the recent ones (a week of full days is under 200). */
export const POMODORO_SESSIONS_LIST_LIMIT = 200;

/** The user's stored Pomodoro intervals, newest first. */
export async function listPomodoroSessions(deps: TasksDeps, userId: string): Promise<PomodoroSessionRow[]> {
  const rows = await deps.db
    .select()
    .from(pomodoroSessions)
    .where(and(eq(pomodoroSessions.userId, userId), isNull(pomodoroSessions.deletedAt)))
    .orderBy(desc(pomodoroSessions.startedAt), desc(pomodoroSessions.id))
    .limit(POMODORO_SESSIONS_LIST_LIMIT);
  return rows.map(toPomodoroSession);
}
