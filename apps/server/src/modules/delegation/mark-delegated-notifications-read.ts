import { and, eq, isNull } from 'drizzle-orm';
import { taskNotifications } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { findDelegatedTask, type DelegatedLink } from './find-delegated-task.js';

/**
 * The spec's mark_task_notifications_as_read RPC of the delegated page: the task's unread
 * notifications are marked read. The page treats a failure as a warning only.
 */
export async function markDelegatedNotificationsRead(deps: TasksDeps, link: DelegatedLink): Promise<void> {
  const { row } = await findDelegatedTask(deps.db, link.taskId, link.token);
  await deps.db
    .update(taskNotifications)
    .set({ isRead: true, readAt: deps.now() })
    .where(
      and(
        eq(taskNotifications.taskId, row.id),
        eq(taskNotifications.userId, row.userId),
        isNull(taskNotifications.deletedAt),
        eq(taskNotifications.isRead, false),
      ),
    );
}
