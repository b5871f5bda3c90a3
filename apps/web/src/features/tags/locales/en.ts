import type { Translation } from '@/lib/i18n';
import type { tagsRu } from './ru';

/** Texts of tags, in English. */
export const tagsEn: Translation<typeof tagsRu> = {
  screen: {
    title: 'Tags',
    intro:
      'Short labels for tasks: “home”, “calls”, “weekend”. Tag a task from its card, and pick a tag in the filter on the tasks screen.',
    loading: 'Loading tags...',
    loadError: 'Could not load the tags',
    retry: 'Try again',
    empty: 'No tags yet. Create the first one above.',
    listLabel: 'Your tags',
    count_one: '{{count}} task',
    count_few: '{{count}} tasks',
    count_many: '{{count}} tasks',
    count_other: '{{count}} tasks',
    toTasks: 'To tasks',
  },
  form: {
    createTitle: 'New tag',
    name: 'Name',
    namePlaceholder: 'For example, “home”',
    color: 'Colour',
    create: 'Create',
    save: 'Save',
    cancel: 'Cancel',
    nameEmpty: 'Tag name cannot be empty',
    nameTooLong: 'A tag name can have at most {{max}} characters',
    charactersLeft_one: '{{count}} character left',
    charactersLeft_few: '{{count}} characters left',
    charactersLeft_many: '{{count}} characters left',
    charactersLeft_other: '{{count}} characters left',
  },
  row: {
    rename: 'Rename “{{name}}”',
    recolor: 'Colour of “{{name}}”',
    delete: 'Delete “{{name}}”',
    renameLabel: 'New name of “{{name}}”',
  },
  deleteDialog: {
    title: 'Delete the tag?',
    description: 'The tag “{{name}}” comes off every task ({{count}}). The tasks stay.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  task: {
    label: 'Tags',
    none: 'No tags',
    add: 'Add a tag',
    remove: 'Remove the tag “{{name}}”',
    pickerLabel: 'Tags of the task',
    newTag: 'New tag',
    newTagPlaceholder: 'A name, then Enter',
    noTags: 'No tags yet — create the first one below.',
    manage: 'All tags',
  },
  filter: {
    label: 'Tag',
    all: 'All tags',
  },
  success: {
    created: 'Tag created',
    deleted: 'Tag deleted',
  },
  errors: {
    title: 'Error',
    create: 'Failed to create tag',
    update: 'Failed to update tag',
    delete: 'Failed to delete tag',
    tagTask: 'Failed to add the tag to the task',
    untagTask: 'Failed to remove the tag from the task',
  },
};
