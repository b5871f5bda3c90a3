import { tasksEn } from './en';
import { tasksRu } from './ru';

/** The `tasks` namespace in both languages. */
export const tasksLocales = { ru: tasksRu, en: tasksEn } as const;
