import { tagsEn } from './en';
import { tagsRu } from './ru';

/** The `tags` namespace in both languages. */
export const tagsLocales = { ru: tagsRu, en: tagsEn } as const;
