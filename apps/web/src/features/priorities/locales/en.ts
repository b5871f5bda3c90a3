import type { Translation } from '@/lib/i18n';
import type { prioritiesRu } from './ru';

/** English texts of the priority matrix (/priorities). */
export const prioritiesEn: Translation<typeof prioritiesRu> = {
  screen: {
    title: 'Priorities',
    intro:
      'The Eisenhower matrix: how important and how urgent each task is. Drag a task into another quadrant, or use "Move to…".',
    toTasks: 'Back to tasks',
    loading: 'Loading tasks…',
    loadError: 'Failed to load tasks',
    retry: 'Retry',
    empty: 'No open tasks. Add a task on the tasks screen and it will show here.',
    completed_one: 'Completed tasks are not shown here: {{count}} task',
    completed_few: 'Completed tasks are not shown here: {{count}} tasks',
    completed_many: 'Completed tasks are not shown here: {{count}} tasks',
    completed_other: 'Completed tasks are not shown here: {{count}} tasks',
  },
  quadrants: {
    doNow: { name: 'Important and urgent', action: 'Do immediately' },
    schedule: { name: 'Important, not urgent', action: 'Schedule' },
    delegate: { name: 'Urgent, not important', action: 'Delegate' },
    exclude: { name: 'Neither', action: 'Exclude' },
  },
  quadrant: {
    count_one: '{{count}} task',
    count_few: '{{count}} tasks',
    count_many: '{{count}} tasks',
    count_other: '{{count}} tasks',
    empty: 'No tasks here yet',
    dropHere: 'Drop to move it here',
  },
  task: {
    drag: 'Drag task "{{title}}"',
    roleDescription: 'draggable task',
    moveTo: 'Move to…',
    moveLabel: 'Move task "{{title}}" to another quadrant',
    inProgress: 'In progress',
  },
  drag: {
    instructions:
      'To pick up a task, press Space or Enter. Use the arrow keys to move it between quadrants. Press Space or Enter again to drop it, or Escape to cancel.',
    start: 'Picked up task "{{title}}" from "{{from}}".',
    over: 'Task "{{title}}" is over "{{to}}".',
    outside: 'Task "{{title}}" is outside the quadrants.',
    moved: 'Task "{{title}}" was moved to "{{to}}".',
    stayed: 'Task "{{title}}" stayed in "{{to}}".',
    cancelled: 'Moving task "{{title}}" was cancelled.',
  },
};
