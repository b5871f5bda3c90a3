import type { Translation } from '@/lib/i18n';
import type { aiImportRu } from './ru';

/** Texts of the AI task import dialog, in English. */
export const aiImportEn: Translation<typeof aiImportRu> = {
  dialog: {
    title: 'Tasks from thoughts',
    description:
      'Type, paste or dictate whatever is on your mind. The AI suggests tasks with steps — check them and add the ones you want.',
    close: 'Close',
  },
  input: {
    label: 'Your thoughts',
    placeholder: 'For example: call mum tomorrow, hand in the report by Friday, buy milk…',
    submit: 'Turn into tasks',
    submitHint: 'Ctrl+Enter turns them into tasks',
    working: 'Turning your thoughts into tasks…',
    empty: 'No tasks found in the text. Describe in more detail what needs doing.',
    retry: 'Try again',
    offline: 'No connection: the built-in assistant on this device suggested these tasks.',
  },
  dictation: {
    start: 'Dictate',
    stop: 'Stop dictation',
    listening: 'Listening…',
    failed: 'Speech could not be recognised. Check microphone access and try again.',
  },
  proposals: {
    heading: 'Suggested tasks',
    restored: 'Draft kept: these tasks have not been added yet.',
    include: 'Add the task “{{title}}”',
    title: 'Title',
    category: 'Category',
    priority: 'Priority',
    date: 'Date',
    steps: 'Steps',
    step: 'Step {{number}}',
    removeStep: 'Remove step {{number}}',
    noSteps: 'No steps',
    titleEmpty: 'Enter a task title',
    accept_one: 'Add {{count}} task',
    accept_few: 'Add {{count}} tasks',
    accept_many: 'Add {{count}} tasks',
    accept_other: 'Add {{count}} tasks',
    accepting: 'Adding the tasks…',
    noneSelected: 'Tick at least one task.',
    dismiss: 'Dismiss all',
  },
  categories: {
    работа: 'Work',
    дом: 'Home',
    здоровье: 'Health',
    личное: 'Personal',
    покупки: 'Shopping',
    планирование: 'Planning',
  },
  priorities: {
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
  toast: {
    created_one: 'The AI created {{count}} task',
    created_few: 'The AI created {{count}} tasks',
    created_many: 'The AI created {{count}} tasks',
    created_other: 'The AI created {{count}} tasks',
  },
  errors: {
    processing: 'Could not process the request. Please try later.',
    unparsable: "Could not read the AI's answer.",
    rateLimited: 'Too many requests, please try later.',
    creationTitle: 'Creation error',
    creation: 'Could not create the tasks through the AI. Please try again.',
  },
};
