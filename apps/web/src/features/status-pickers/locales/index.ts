import { statusPickersEn } from './en';
import { statusPickersRu } from './ru';

/** The `statusPickers` namespace in both languages. */
export const statusPickersLocales = { ru: statusPickersRu, en: statusPickersEn } as const;
