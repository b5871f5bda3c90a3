/** Marking notifications read, through the offline queue like every change. */
import { useMemo } from 'react';
import { isAccepted, useQueueChange } from '@/data/queue-change';

/** The notification mutation functions; each resolves true once applied or safely queued. */
export function useNotificationMutations() {
  const queueChange = useQueueChange();
  return useMemo(
    () => ({
      /** Marks one notification read. */
      async markNotificationRead(notificationId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'markNotificationRead', notificationId }));
      },
      /** Marks all of a task's notifications read. */
      async markTaskNotificationsRead(taskId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'markTaskNotificationsRead', taskId }));
      },
    }),
    [queueChange],
  );
}
