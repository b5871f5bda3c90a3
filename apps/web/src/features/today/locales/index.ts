import { todayEn } from './en';
import { todayRu } from './ru';

/** The `today` namespace in both languages. */
export const todayLocales = { ru: todayRu, en: todayEn } as const;
