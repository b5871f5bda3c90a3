/** Texts of the /task-manager-test screen, in Russian; the spec's texts are quoted exactly. */
export const taskManagerTestRu = {
  intro: 'Простой список для проверки задач: добавьте задачу или идею, меняйте статус и удаляйте.',
  counts: {
    label: 'Счётчики задач',
    all: 'Всего задач',
    waiting: 'Ожидающих',
    inProgress: 'В работе',
    completed: 'Завершено',
  },
  add: {
    label: 'Название задачи',
    placeholder: 'Название задачи...',
    task: 'Задача',
    idea: 'Идея',
    hint: 'Enter добавляет задачу.',
  },
  busy: {
    adding: 'Добавление...',
    updating: 'Обновление...',
    deleting: 'Удаление...',
  },
  list: {
    label: 'Задачи',
    idea: '💡 Идея',
    loading: 'Загрузка задач...',
    empty: 'Задач пока нет. Добавьте первую задачу выше!',
    loadError: 'Не удалось загрузить задачи',
    retry: 'Повторить',
  },
  // The spec's button texts (core's TEST_SCREEN_TRANSITIONS says which button leads where).
  actions: {
    start: 'Начать',
    finish: 'Завершить',
    stop: 'Остановить',
    resume: 'Возобновить',
    delete: 'Удалить',
  },
  deleteDialog: {
    title: 'Удалить задачу?',
    description: '«{{title}}» будет удалена. Это действие нельзя отменить.',
    cancel: 'Отмена',
    confirm: 'Удалить',
  },
} as const;
