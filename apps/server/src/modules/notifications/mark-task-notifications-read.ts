import { and, eq, isNull } from 'drizzle-orm';
import { taskNotifications } from '@fokus/db';
import { findOwnedTask, type TasksDeps } from '../../shared/db-types.js';

/** Marks every unread notification of one task read. */
export async function markTaskNotificationsRead(
  deps: TasksDeps,
  userId: string,
  taskId: string,
): Promise<void> {
  await findOwnedTask(deps.db, userId, taskId);
  await deps.db
    .update(taskNotifications)
    .set({ isRead: true, readAt: deps.now() })
    .where(
      and(
        eq(taskNotifications.taskId, taskId),
        eq(taskNotifications.userId, userId),
        isNull(taskNotifications.deletedAt),
        eq(taskNotifications.isRead, false),
      ),
    );
}
