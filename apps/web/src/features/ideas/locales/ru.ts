/** Texts of the idea capture (the shortcut's button and box), in Russian (the reference language). */
export const ideasRu = {
  capture: {
    open: 'Записать идею',
    openWithShortcut: 'Записать идею ({{shortcut}})',
    title: 'Новая идея',
    titleWithShortcut: 'Новая идея · {{shortcut}}',
    description: 'Enter — сохранить, Esc — закрыть. Идеи собраны в разделе «Идеи» на экране задач.',
    label: 'Текст идеи',
    placeholder: 'Что пришло в голову?',
    save: 'Сохранить',
    close: 'Закрыть',
  },
} as const;
