import { strategiesEn } from './en';
import { strategiesRu } from './ru';

/** The `strategies` namespace in both languages. */
export const strategiesLocales = { ru: strategiesRu, en: strategiesEn } as const;
