/** Task notifications in the query cache, overlaid with core's rule. */
import type { TaskNotification } from '@fokus/core';
import type { CacheAdapter } from '@/data/cache-adapter';
import { kinds } from '@/data/pending';
import { notificationKeys } from '@/data/query-keys';

/** The cache adapter of notifications. */
export const notificationsCache: CacheAdapter<'task_notifications'> = {
  roots: notificationKeys.all,
  overlay: (queryClient, key, queue) => {
    const list = queryClient.getQueryData<TaskNotification[]>(key);
    if (list) queryClient.setQueryData(key, kinds().task_notifications.overlay.list(list, queue));
  },
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  refusalKey: {
    markNotificationRead: () => 'tasks:errors.notification',
    markTaskNotificationsRead: () => 'tasks:errors.notification',
  },
};
