import type { Translation } from '@/lib/i18n';
import type { statusPickersRu } from './ru';

/** Texts of the status badge, the status pickers and the /status-test screen, in English. */
export const statusPickersEn: Translation<typeof statusPickersRu> = {
  label: 'Task status',
  readOnly: '{{label}}: {{status}} (read only)',
  current: '{{label}}: {{status}}',
  statuses: {
    waiting: 'Waiting',
    inProgress: 'In progress',
    paused: 'Paused',
    completed: 'Completed',
    cancelled: 'Cancelled',
    scheduled: 'Scheduled',
  },
  descriptions: {
    waiting: 'The task is waiting to be done',
    inProgress: 'The task is in progress',
    paused: 'The task is paused',
    completed: 'The task is completed',
    cancelled: 'The task is cancelled',
    scheduled: 'The task is scheduled',
  },
  sizes: {
    sm: 'Small',
    md: 'Medium',
    lg: 'Large',
  },
  testScreen: {
    intro:
      'Three ways to pick a task status. Every control below changes the same status — compare which one feels easier.',
    current: 'Selected status',
    toggleTitle: 'Toggle',
    toggleText: 'Three buttons: waiting, in progress, completed. The arrow keys switch the status.',
    selectTitle: 'Dropdown selector',
    selectText: 'Opens every status. Any status can be changed to any other.',
    selectDefault: 'Standard',
    selectCompact: 'Compact',
    compactNote: 'The compact picker always shows English names with Russian descriptions.',
    pillsTitle: 'Pills',
    pillsText: 'The same three statuses as separate pill buttons.',
    readOnlyTitle: 'Read only',
    readOnlyText: 'Without a change handler a picker cannot be changed: it is dimmed and stays as it is.',
    colorsTitle: 'Status colours',
    colorsText: 'Each status is recognisable by its colour and icon.',
    unknownNote: 'An unknown status is shown as “{{waiting}}”.',
    unknownExample: 'Status “{{value}}”',
  },
};
