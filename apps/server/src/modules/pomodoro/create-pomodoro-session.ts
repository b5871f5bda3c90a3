import { DomainError, type CreatePomodoroSessionInput, type PomodoroSessionRow } from '@fokus/core';
import { eq } from 'drizzle-orm';
import { pomodoroSessions, taskNotifications } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';
import { toPomodoroSession } from './pomodoro-session-dto.js';

export interface CreatePomodoroSessionResult {
  session: PomodoroSessionRow;
  /** False when the same user already stored an interval with this id (another tab, a replay). */
  created: boolean;
}

/** Who a finished Pomodoro's notification names as its author. */
export interface PomodoroAuthor {
  readonly id: string;
  readonly name?: string | null;
  readonly email: string;
}

/**
 * Stores a finished Pomodoro interval of the user under the device's id. Its task must be the user's
 * own live task (else the 404 of every task route). A completed work interval with a task also
 * notifies the task's owner, in the same transaction, so the notification exists exactly when the
 * interval does. The same id again answers the stored interval; anyone else's id is refused.
 */
export async function createPomodoroSession(
  deps: TasksDeps,
  user: PomodoroAuthor,
  input: CreatePomodoroSessionInput,
): Promise<CreatePomodoroSessionResult> {
  return deps.db.transaction(async (tx) => {
    const find = async () =>
      input.id
        ? (await tx.select().from(pomodoroSessions).where(eq(pomodoroSessions.id, input.id)))[0]
        : undefined;
    const repeated = (row: typeof pomodoroSessions.$inferSelect | undefined) => {
      if (!row) return null;
      if (row.userId === user.id && row.deletedAt === null)
        return { session: toPomodoroSession(row), created: false };
      throw new DomainError('CONFLICT', undefined, 'This Pomodoro id is already in use');
    };
    const existing = repeated(await find());
    if (existing) return existing;
    if (input.taskId !== null) await findOwnedTask(tx, user.id, input.taskId, { forUpdate: true });
    const [inserted] = await tx
      .insert(pomodoroSessions)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId: user.id,
        taskId: input.taskId,
        phase: input.phase,
        startedAt: new Date(input.startedAt),
        endedAt: new Date(input.endedAt),
        seconds: input.seconds,
        completed: input.completed,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: pomodoroSessions.id })
      .returning();
    // Two requests with the same new id at once: the loser answers the row the winner made.
    if (!inserted) return repeated(await find())!;
    if (inserted.taskId !== null && inserted.phase === 'work' && inserted.completed)
      await tx.insert(taskNotifications).values({
        taskId: inserted.taskId,
        userId: user.id,
        type: 'pomodoro',
        data: { seconds: inserted.seconds, sessionId: inserted.id },
        author: user.name || user.email,
      });
    return { session: toPomodoroSession(inserted), created: true };
  });
}
