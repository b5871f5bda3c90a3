/** Task notifications: their reads, their cache adapter, marking them read, and the sheet. */
export { useNotifications, getNotifications } from './api/get-notifications';
export { useNotificationMutations } from './api/use-notification-mutations';
export { NotificationsSheet } from './components/notifications-sheet';
