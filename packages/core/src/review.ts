/**
 * Review sessions (spec §3, §4): a morning sync over every non-completed task or an evening review
 * over completed and in-progress tasks, walked through one task at a time.
 */
import type { ReviewSession, ReviewSessionType } from './schemas/assistant';
import type { TaskStatus } from './task-status';

/** True when a task with `status` belongs in a session of `type`. */
export function isReviewedIn(type: ReviewSessionType, status: TaskStatus): boolean {
  return type === 'morning_sync' ? status !== 'completed' : status === 'completed' || status === 'inProgress';
}

/** Ids of the tasks a session of `type` covers, in list order. */
export function reviewTaskIds(
  type: ReviewSessionType,
  tasks: readonly { id: string; status: TaskStatus }[],
): string[] {
  return tasks.filter((task) => isReviewedIn(type, task.status)).map((task) => task.id);
}

/** A new session at index 0, not completed (id and time passed in). */
export function startReviewSession(input: {
  id: string;
  type: ReviewSessionType;
  tasks: readonly { id: string; status: TaskStatus }[];
  now: Date;
}): ReviewSession {
  return {
    id: input.id,
    type: input.type,
    startedAt: input.now.toISOString(),
    currentTaskIndex: 0,
    tasksToReview: reviewTaskIds(input.type, input.tasks),
    sessionData: { reviewed_tasks: [], session_notes: '' },
    completed: false,
  };
}

/** The task under review, or null when the session is completed or has no tasks left. */
export function currentReviewTaskId(session: ReviewSession): string | null {
  if (session.completed) return null;
  return session.tasksToReview[session.currentTaskIndex] ?? null;
}

/** Marks the current task reviewed (appending a note if given) and moves on; past the last task the session completes. */
export function advanceReview(session: ReviewSession, note?: string): ReviewSession {
  const current = currentReviewTaskId(session);
  if (current === null) return { ...session, completed: true };
  const trimmed = note?.trim() ?? '';
  const notes = [session.sessionData.session_notes, trimmed].filter((part) => part !== '').join('\n');
  const nextIndex = session.currentTaskIndex + 1;
  return {
    ...session,
    currentTaskIndex: nextIndex,
    sessionData: { reviewed_tasks: [...session.sessionData.reviewed_tasks, current], session_notes: notes },
    completed: nextIndex >= session.tasksToReview.length,
  };
}

/** Ends a session early; the tasks not reached stay unreviewed. */
export function finishReview(session: ReviewSession): ReviewSession {
  return { ...session, completed: true };
}

/** Progress of a session as reviewed / total. */
export function reviewProgress(session: ReviewSession): { reviewed: number; total: number } {
  return { reviewed: session.sessionData.reviewed_tasks.length, total: session.tasksToReview.length };
}
