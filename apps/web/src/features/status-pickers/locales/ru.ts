/** Texts of the status badge, the status pickers and the /status-test screen, in Russian. */
export const statusPickersRu = {
  label: 'Статус задачи',
  readOnly: '{{label}}: {{status}} (только просмотр)',
  current: '{{label}}: {{status}}',
  statuses: {
    waiting: 'Ожидает',
    inProgress: 'В работе',
    paused: 'На паузе',
    completed: 'Завершена',
    cancelled: 'Отменена',
    scheduled: 'Запланирована',
  },
  // The spec's Russian descriptions (§4), verbatim; the compact picker shows them in every language.
  descriptions: {
    waiting: 'Задача ожидает выполнения',
    inProgress: 'Задача в работе',
    paused: 'Задача приостановлена',
    completed: 'Задача завершена',
    cancelled: 'Задача отменена',
    scheduled: 'Задача запланирована',
  },

  sizes: {
    sm: 'Маленький',
    md: 'Средний',
    lg: 'Большой',
  },
  testScreen: {
    intro:
      'Три способа выбрать статус задачи. Все элементы управления ниже меняют один и тот же статус — сравните, какой удобнее.',
    current: 'Сейчас выбран статус',
    toggleTitle: 'Переключатель',
    toggleText: 'Три кнопки: ожидает, в работе, завершена. Стрелки на клавиатуре переключают статус.',
    selectTitle: 'Выпадающий список',
    selectText: 'Открывает все статусы. Из любого статуса можно перейти в любой другой.',
    selectDefault: 'Обычный',
    selectCompact: 'Компактный',
    compactNote: 'В компактном варианте названия всегда на английском, а описания — на русском.',
    pillsTitle: 'Таблетки',
    pillsText: 'Те же три статуса в виде отдельных кнопок-«таблеток».',
    readOnlyTitle: 'Только просмотр',
    readOnlyText: 'Без обработчика изменений выбор статуса недоступен: элемент приглушён и не меняется.',
    colorsTitle: 'Цвета статусов',
    colorsText: 'Каждый статус узнаётся по цвету и значку.',
    unknownNote: 'Неизвестный статус показывается как «{{waiting}}».',
    unknownExample: 'Статус «{{value}}»',
  },
} as const;
