import { healthEn } from './en';
import { healthRu } from './ru';

/** The `health` namespace in both languages. */
export const healthLocales = { ru: healthRu, en: healthEn } as const;
