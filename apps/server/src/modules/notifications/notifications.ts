import type { TaskNotification } from '@fokus/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { taskNotifications } from '@fokus/db';
import { findOwnedTask, notFound, type TasksDeps } from '../tasks/db-types.js';
import { toNotification } from '../tasks/task-dto.js';

/** How many notifications one list answers at most: the panel shows recent ones only. */
export const NOTIFICATIONS_LIST_LIMIT = 200;

export async function listNotifications(
  deps: TasksDeps,
  userId: string,
  { unread }: { unread: boolean },
): Promise<TaskNotification[]> {
  const rows = await deps.db
    .select()
    .from(taskNotifications)
    .where(
      and(
        eq(taskNotifications.userId, userId),
        isNull(taskNotifications.deletedAt),
        unread ? eq(taskNotifications.isRead, false) : undefined,
      ),
    )
    .orderBy(desc(taskNotifications.createdAt), desc(taskNotifications.version))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return rows.map(toNotification);
}

/** Marks one notification read; an already read one stays as it is (no new version). */
export async function markNotificationRead(deps: TasksDeps, userId: string, id: string): Promise<void> {
  const mine = and(
    eq(taskNotifications.id, id),
    eq(taskNotifications.userId, userId),
    isNull(taskNotifications.deletedAt),
  );
  const [row] = await deps.db
    .select({ isRead: taskNotifications.isRead })
    .from(taskNotifications)
    .where(mine);
  if (!row) throw notFound();
  if (row.isRead) return;
  await deps.db
    .update(taskNotifications)
    .set({ isRead: true, readAt: deps.now() })
    .where(and(mine, eq(taskNotifications.isRead, false)));
}

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
