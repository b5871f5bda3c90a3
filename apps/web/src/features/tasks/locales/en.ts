import type { Translation } from '@/lib/i18n';
import type { tasksRu } from './ru';

/** Texts of the main task screen and of every task change's toasts, in English. */
export const tasksEn: Translation<typeof tasksRu> = {
  errors: {
    title: 'Error',
    create: 'Failed to create task',
    update: 'Failed to update task',
    titleUpdate: 'Failed to update task title',
    descriptionUpdate: 'Failed to update task description',
    dateUpdate: 'Failed to update task date',
    priorityUpdate: 'Failed to update task priority',
    attachmentsUpdate: 'Failed to update attached files',
    status: 'Failed to update task status',
    delete: 'Failed to delete task',
    time: 'Failed to update task time',
    comment: 'Failed to add comment',
    mvdAdd: 'Failed to add the task to the MVD',
    mvdRemove: 'Failed to remove the task from the MVD',
    microTaskCreate: 'Failed to create micro-task',
    microTaskUpdate: 'Failed to update micro-task',
    microTaskDelete: 'Failed to delete micro-task',
    notification: 'Failed to mark the notification as read',
  },
  success: {
    congratulation: '🎉 Congratulations! Task completed',
    mvdAdded: 'Task added to the MVD',
    mvdRemoved: 'Task removed from the MVD',
    deleted: 'Task deleted',
  },
};
