import type { Language } from '@fokus/core';
import { authLocales } from '@/features/auth/locales';
import { statusPickersLocales } from '@/features/status-pickers/locales';
import { syncLocales } from '@/features/sync/locales';
import { taskDetailLocales } from '@/features/task-detail/locales';
import { taskManagerTestLocales } from '@/features/task-manager-test/locales';
import { tasksLocales } from '@/features/tasks/locales';
import { createI18n } from '@/lib/i18n';
import { en } from '@/lib/i18n/locales/en';
import { ru } from '@/lib/i18n/locales/ru';

/** Every namespace in both languages: shared texts in `common`, each feature in its own namespace. */
export const resources = {
  ru: {
    common: ru,
    auth: authLocales.ru,
    statusPickers: statusPickersLocales.ru,
    sync: syncLocales.ru,
    tasks: tasksLocales.ru,
    taskDetail: taskDetailLocales.ru,
    taskManagerTest: taskManagerTestLocales.ru,
  },
  en: {
    common: en,
    auth: authLocales.en,
    statusPickers: statusPickersLocales.en,
    sync: syncLocales.en,
    tasks: tasksLocales.en,
    taskDetail: taskDetailLocales.en,
    taskManagerTest: taskManagerTestLocales.en,
  },
} as const;

/** The app's i18n instance, in the detected language unless one is given (tests pin it). */
export function createAppI18n(language?: Language) {
  return createI18n(resources, language);
}
