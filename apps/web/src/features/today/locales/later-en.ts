import type { Translation } from '@/lib/i18n';
import type { todayLaterRu } from './later-ru';

/** The "Today" texts loaded on demand, in English: the picker, closing the day, tasks from earlier. */
export const todayLaterEn: Translation<typeof todayLaterRu> = {
  picker: {
    title: 'Pick a task for today',
    none: 'No open tasks yet — add one to the list below.',
    one: 'Take “{{title}}” for today',
    close: 'Close the picker',
  },
  endOfDay: {
    title: 'Closing the day',
    description: 'What should happen to the tasks you did not get to? That is fine — it happens.',
    closeLabel: 'Not now',
    keepToday: 'Keep for today',
    keepTomorrow: 'Keep for tomorrow',
    moveToday: 'Move to today',
    moveTomorrow: 'Move to tomorrow',
    letGo: 'Let it go',
    keepHint: 'Stays among the key tasks of the day',
    moveHint: 'The task gets that date and leaves the key tasks',
    letGoHint: 'The task stays in your list',
    done: 'Done',
    later: 'Not now',
    applied: 'The day is closed. Have a good rest!',
  },
  fromEarlier: {
    open: 'Open task “{{title}}”',
    title: 'From earlier',
    description: 'Tasks whose day has passed. You can calmly take them into today.',
    moveToToday: 'To today',
    moveLabel: 'Move “{{title}}” to today',
  },
};
