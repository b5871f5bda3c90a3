import type { Translation } from '@/lib/i18n';
import type { todayRu } from './ru';

/** The "Today" texts in English: the day's three key tasks, closing the day, tasks from earlier. */
export const todayEn: Translation<typeof todayRu> = {
  panel: {
    title: 'Today',
    description: 'Up to three key tasks for the day',
    loading: 'Loading the tasks of the day…',
    loadError: 'Could not load the tasks of the day',
    retry: 'Load the tasks of the day again',
    empty: 'Pick one to three tasks that would make today a good day.',
    count: '{{count}} of {{max}}',
    done: 'Mark “{{title}}” done',
    reopen: 'Reopen “{{title}}”',
    start: 'Start',
    startLabel: 'Start “{{title}}”',
    moveUp: 'Move “{{title}}” up',
    moveDown: 'Move “{{title}}” down',
    remove: 'Take “{{title}}” off today',
    pick: 'Pick a task',
    closeDay: 'Close the day',
    order: 'Order changed: “{{title}}” is now number {{position}}',
  },
};
