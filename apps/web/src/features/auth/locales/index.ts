import { authEn } from './en';
import { authRu } from './ru';

/** The `auth` namespace in both languages. */
export const authLocales = { ru: authRu, en: authEn } as const;
