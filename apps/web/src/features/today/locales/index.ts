import { todayEn } from './en';
import { todayLaterEn } from './later-en';
import { todayLaterRu } from './later-ru';
import { todayRu } from './ru';

/** The `today` namespace (the panel, on the first screen) in both languages. */
export const todayLocales = { ru: todayRu, en: todayEn } as const;

/** The `todayLater` namespace (the picker, the end-of-day step, "from earlier"), loaded on demand. */
export const todayLaterLocales = { ru: todayLaterRu, en: todayLaterEn } as const;
