/**
 * Task notifications as a kind of synced data: the server writes them, the person marks them read.
 */
import { z } from 'zod';
import { taskNotificationSchema, type TaskNotification } from '../schemas/answers';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of a notification, by intent. */
export type NotificationChange =
  | { kind: 'markNotificationRead'; notificationId: string }
  | { kind: 'markTaskNotificationsRead'; taskId: string };

const codec = codecsOf<NotificationChange>();

/** Notifications with queued "mark read" changes applied; a deleted task's notifications are gone. */
export function overlayNotifications(
  notifications: readonly TaskNotification[],
  queue: readonly QueuedChange[],
): TaskNotification[] {
  let list = [...notifications];
  for (const { change } of queue) {
    switch (change.kind) {
      case 'markNotificationRead':
        list = list.map((item) => (item.id === change.notificationId ? { ...item, isRead: true } : item));
        break;
      case 'markTaskNotificationsRead':
        list = list.map((item) => (item.taskId === change.taskId ? { ...item, isRead: true } : item));
        break;
      case 'deleteTask':
        list = list.filter((item) => item.taskId !== change.taskId);
        break;
      default:
        break;
    }
  }
  return list;
}

/** Task notifications (spec §3 task_notifications). Marking a task's all read travels on the task. */
export const notificationKind = {
  name: 'task_notifications',
  row: taskNotificationSchema,
  changes: {
    markNotificationRead: codec('markNotificationRead', {
      table: 'task_notifications',
      type: 'update',
      data: z.strictObject({ id: rowIdSchema, isRead: z.literal(true) }),
      read: ({ id }) => ({ kind: 'markNotificationRead', notificationId: id }),
      write: (change) => ({ id: change.notificationId, isRead: true }),
      references: (change) => [{ kind: 'task_notifications', id: change.notificationId }],
    }),
    markTaskNotificationsRead: codec('markTaskNotificationsRead', {
      table: 'tasks',
      type: 'update',
      marker: 'notificationsRead',
      data: z.strictObject({ id: rowIdSchema, notificationsRead: z.literal(true) }),
      read: ({ id }) => ({ kind: 'markTaskNotificationsRead', taskId: id }),
      write: (change) => ({ id: change.taskId, notificationsRead: true }),
      references: (change) => [{ kind: 'tasks', id: change.taskId }],
    }),
  },
  overlay: { list: overlayNotifications },
} as const satisfies KindDescriptor<'task_notifications', NotificationChange>;
