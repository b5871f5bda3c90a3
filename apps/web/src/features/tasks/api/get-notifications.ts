import { overlayNotifications, type TaskNotification } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { readWithPending } from './pending';
import { notificationKeys } from './query-keys';

/** `GET /api/notifications`, newest first; only unread ones when asked. */
export function getNotifications(unreadOnly: boolean, signal?: AbortSignal): Promise<TaskNotification[]> {
  return apiFetch<TaskNotification[]>(`/api/notifications${unreadOnly ? '?unread=true' : ''}`, { signal });
}

/** The user's task notifications, with queued "mark read" changes shown. */
export function useNotifications({ unreadOnly = false }: { unreadOnly?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: async ({ signal }) => {
      const { value, queue } = await readWithPending(() => getNotifications(unreadOnly, signal));
      const list = overlayNotifications(value, queue);
      return unreadOnly ? list.filter((item) => !item.isRead) : list;
    },
  });
}
