import { and, eq, isNull } from 'drizzle-orm';
import { taskNotifications } from '@fokus/db';
import { notFound, type TasksDeps } from '../../shared/db-types.js';

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
