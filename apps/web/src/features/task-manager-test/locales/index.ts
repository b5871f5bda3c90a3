import { taskManagerTestEn } from './en';
import { taskManagerTestRu } from './ru';

/** The `taskManagerTest` namespace in both languages. */
export const taskManagerTestLocales = { ru: taskManagerTestRu, en: taskManagerTestEn } as const;
