/** Texts of the main task screen and of every task change's toasts, in Russian (the reference language). */
export const tasksRu = {
  errors: {
    title: 'Ошибка',
    create: 'Не удалось создать задачу',
    update: 'Ошибка обновления задачи',
    titleUpdate: 'Не удалось обновить название задачи',
    descriptionUpdate: 'Не удалось обновить описание задачи',
    dateUpdate: 'Не удалось обновить дату задачи',
    priorityUpdate: 'Не удалось обновить приоритет задачи',
    attachmentsUpdate: 'Не удалось обновить прикрепленные файлы',
    status: 'Не удалось обновить статус задачи',
    delete: 'Не удалось удалить задачу',
    time: 'Не удалось обновить время задачи',
    comment: 'Не удалось добавить комментарий',
    mvdAdd: 'Не удалось добавить задачу в MVD',
    mvdRemove: 'Не удалось удалить задачу из MVD',
    microTaskCreate: 'Не удалось создать микрозадачу',
    microTaskUpdate: 'Не удалось обновить микрозадачу',
    microTaskDelete: 'Не удалось удалить микрозадачу',
    notification: 'Не удалось отметить уведомление',
  },
  success: {
    congratulation: '🎉 Поздравляем! Задача выполнена',
    mvdAdded: 'Задача добавлена в MVD',
    mvdRemoved: 'Задача удалена из MVD',
    deleted: 'Задача удалена',
  },
} as const;
