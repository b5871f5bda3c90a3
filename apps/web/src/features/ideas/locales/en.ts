import type { Translation } from '@/lib/i18n';
import type { ideasRu } from './ru';

/** Texts of the idea capture box, in English. */
export const ideasEn: Translation<typeof ideasRu> = {
  capture: {
    title: 'New idea',
    titleWithShortcut: 'New idea · {{shortcut}}',
    description: 'Enter saves, Esc closes. Ideas are gathered under “Ideas” on the tasks screen.',
    label: 'Idea',
    placeholder: 'What came to mind?',
    save: 'Save',
    close: 'Close',
  },
};
