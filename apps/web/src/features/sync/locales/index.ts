import { syncEn } from './en';
import { syncRu } from './ru';

/** The `sync` namespace in both languages. */
export const syncLocales = { ru: syncRu, en: syncEn } as const;
