import { coachEn } from './en';
import { coachRu } from './ru';

/** The `coach` namespace in both languages. */
export const coachLocales = { ru: coachRu, en: coachEn } as const;
