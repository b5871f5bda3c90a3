import { taskDetailEn } from './en';
import { taskDetailRu } from './ru';

/** The `taskDetail` namespace in both languages. */
export const taskDetailLocales = { ru: taskDetailRu, en: taskDetailEn } as const;
