import type { Translation } from '@/lib/i18n';
import type { strategiesRu } from './ru';

/** Texts of strategies, in English. */
export const strategiesEn: Translation<typeof strategiesRu> = {
  screen: {
    title: 'Strategies',
    intro:
      'Strategic directions are what tasks are done for: “health”, “career”, “family”. Higher priority comes first.',
    loading: 'Loading strategies...',
    loadError: 'Could not load the strategies',
    tasksLoadError: 'Could not load the tasks',
    retry: 'Try again',
    empty: 'No strategies yet. Create the first direction above.',
    listLabel: 'Your strategies',
    toTasks: 'To tasks',
  },
  form: {
    createTitle: 'New direction',
    editTitle: 'Edit “{{name}}”',
    name: 'Name',
    namePlaceholder: 'For example, “Health”',
    description: 'Description',
    descriptionPlaceholder: 'What the direction covers: words of the description help assign tasks',
    color: 'Colour',
    priority: 'Priority',
    create: 'Create',
    save: 'Save',
    cancel: 'Cancel',
    nameEmpty: 'Strategy name cannot be empty',
    nameTooLong: 'A strategy name can have at most {{max}} characters',
    descriptionTooLong: 'A description can have at most {{max}} characters',
  },
  priority: {
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    label: 'Priority: {{value}}',
  },
  card: {
    edit: 'Edit “{{name}}”',
    delete: 'Delete “{{name}}”',
    progress: '{{done}} of {{total}} done',
    progressLabel: 'Progress of “{{name}}”',
    timeSpent: 'Time spent: {{time}}',
    noTasks: 'No tasks yet. Choose this strategy in a task’s card, or assign tasks below.',
    tasksLabel: 'Tasks of “{{name}}”',
    done: 'done',
  },
  time: {
    hours: '{{count}} h',
    minutes: '{{count}} min',
    none: '0 min',
  },
  deleteDialog: {
    title: 'Delete the strategy?',
    description_one: 'The strategy “{{name}}” will be deleted. Its {{count}} task stays, without a strategy.',
    description_few: 'The strategy “{{name}}” will be deleted. Its {{count}} tasks stay, without a strategy.',
    description_many:
      'The strategy “{{name}}” will be deleted. Its {{count}} tasks stay, without a strategy.',
    description_other:
      'The strategy “{{name}}” will be deleted. Its {{count}} tasks stay, without a strategy.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  assign: {
    title: 'Auto-assignment',
    intro:
      'Tasks without a strategy (completed ones aside) are matched against the strategies’ names and descriptions. Nothing changes until you accept a proposal.',
    only: 'Only these tasks (titles in quotes, optional)',
    onlyPlaceholder: '“Buy running shoes”, “Book a doctor”',
    run: 'Assign tasks',
    proposals: 'Proposals',
    proposal: '“{{task}}” → {{strategy}}',
    accept: 'Accept',
    dismiss: 'Dismiss',
    acceptOne: 'Accept: “{{task}}” → {{strategy}}',
    dismissOne: 'Dismiss: “{{task}}” → {{strategy}}',
    acceptAll: 'Accept all',
    dismissAll: 'Dismiss all',
    noStrategies: 'Create at least one strategy first.',
    noCandidates: 'No tasks without a strategy: nothing to assign.',
    noMatch:
      'No suitable strategies were found. Create new strategies for these tasks, or add descriptions to the ones you have.',
    accepted_one: '{{count}} proposal accepted',
    accepted_few: '{{count}} proposals accepted',
    accepted_many: '{{count}} proposals accepted',
    accepted_other: '{{count}} proposals accepted',
    allHandled: 'Every proposal is handled.',
  },
  errors: {
    create: 'Failed to create direction',
    update: 'Failed to update strategy',
    delete: 'Failed to delete strategy',
  },
};
