import type { TaskNotificationListResponse } from '@fokus/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { taskNotifications } from '@fokus/db';
import type { TasksDeps } from '../../shared/db-types.js';
import { toNotification } from '../../shared/task-dto.js';

/** How many notifications one list answers at most: the panel shows recent ones only. */
export const NOTIFICATIONS_LIST_LIMIT = 200;

/** The user's task notifications, newest first; only unread ones when asked. */
export async function listNotifications(
  deps: TasksDeps,
  userId: string,
  { unread }: { unread: boolean },
): Promise<TaskNotificationListResponse> {
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
