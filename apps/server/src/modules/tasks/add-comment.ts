import type { AddCommentInput, Comment, Task } from '@fokus/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tasks } from '@fokus/db';
import type { AuthUser } from '../../plugins/auth.js';
import { notFound, type TasksDeps } from '../../shared/db-types.js';
import { toTask } from '../../shared/task-dto.js';

/**
 * Appends a comment by the signed-in owner. The append happens in the database (jsonb `||`), so
 * comments sent at the same moment from two devices are both kept.
 */
export async function addComment(
  deps: TasksDeps,
  user: Pick<AuthUser, 'id' | 'name' | 'email'>,
  taskId: string,
  input: AddCommentInput,
): Promise<Task> {
  const now = deps.now();
  const comment: Comment = {
    // The spec builds comment ids from a timestamp; the random suffix keeps two in one millisecond apart.
    id: `${now.getTime()}-${crypto.randomUUID().slice(0, 8)}`,
    text: input.text,
    created_at: now.toISOString(),
    author_email: user.email,
    author_name: user.name || null,
  };
  const [row] = await deps.db
    .update(tasks)
    .set({ comments: sql`${tasks.comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, user.id), isNull(tasks.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return toTask(row);
}
