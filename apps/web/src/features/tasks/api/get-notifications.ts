import type { TaskNotification } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** `GET /api/notifications`, newest first; only unread ones when asked. */
export function getNotifications(unreadOnly: boolean, signal?: AbortSignal): Promise<TaskNotification[]> {
  return apiFetch<TaskNotification[]>(`/api/notifications${unreadOnly ? '?unread=true' : ''}`, { signal });
}

/** The user's task notifications. */
export function useNotifications({ unreadOnly = false }: { unreadOnly?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ signal }) => getNotifications(unreadOnly, signal),
  });
}
