/** Texts of the idea capture box, in Russian (the reference language); the shell's button is in common. */
export const ideasRu = {
  capture: {
    title: 'Новая идея',
    titleWithShortcut: 'Новая идея · {{shortcut}}',
    description: 'Enter — сохранить, Esc — закрыть. Идеи собраны в разделе «Идеи» на экране задач.',
    label: 'Текст идеи',
    placeholder: 'Что пришло в голову?',
    save: 'Сохранить',
    close: 'Закрыть',
  },
} as const;
