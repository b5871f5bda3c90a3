import { taskNotificationListResponseSchema, type TaskNotification } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { kinds, readWithPending } from '@/data/pending';
import { notificationKeys } from '@/data/query-keys';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/notifications`, newest first; only unread ones when asked. */
export function getNotifications(unreadOnly: boolean, signal?: AbortSignal): Promise<TaskNotification[]> {
  return apiFetch(
    `/api/notifications${unreadOnly ? '?unread=true' : ''}`,
    taskNotificationListResponseSchema,
    {
      signal,
    },
  );
}

/** The user's task notifications, with queued "mark read" changes shown. */
export function useNotifications({ unreadOnly = false }: { unreadOnly?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: async ({ signal }) => {
      const { value, queue } = await readWithPending(() => getNotifications(unreadOnly, signal));
      const list = queue.length === 0 ? value : kinds().task_notifications.overlay.list(value, queue);
      return unreadOnly ? list.filter((item) => !item.isRead) : list;
    },
  });
}
