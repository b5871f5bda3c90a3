import { prioritiesEn } from './en';
import { prioritiesRu } from './ru';

/** The `priorities` namespace in both languages. */
export const prioritiesLocales = { ru: prioritiesRu, en: prioritiesEn } as const;
