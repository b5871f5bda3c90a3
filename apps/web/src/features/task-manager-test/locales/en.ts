import type { Translation } from '@/lib/i18n';
import type { taskManagerTestRu } from './ru';

/** Texts of the /task-manager-test screen, in English. */
export const taskManagerTestEn: Translation<typeof taskManagerTestRu> = {
  intro: 'A simple list for trying tasks out: add a task or an idea, change its status and delete it.',
  counts: {
    label: 'Task counts',
    all: 'All tasks',
    waiting: 'Waiting',
    inProgress: 'In progress',
    completed: 'Completed',
  },
  add: {
    label: 'Task title',
    placeholder: 'Task title...',
    task: 'Task',
    idea: 'Idea',
    hint: 'Enter adds a task.',
  },
  busy: {
    adding: 'Adding...',
    updating: 'Updating...',
    deleting: 'Deleting...',
  },
  list: {
    label: 'Tasks',
    idea: '💡 Idea',
    loading: 'Loading tasks...',
    empty: 'No tasks yet. Add your first task above!',
    loadError: 'Could not load the tasks',
    retry: 'Try again',
  },
  actions: {
    start: 'Start',
    finish: 'Finish',
    stop: 'Stop',
    resume: 'Resume',
    delete: 'Delete',
  },
  deleteDialog: {
    title: 'Delete the task?',
    description: '“{{title}}” will be deleted. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
};
