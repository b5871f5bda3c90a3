import { pomodoroEn } from './en';
import { pomodoroRu } from './ru';

/** The `pomodoro` namespace in both languages. */
export const pomodoroLocales = { ru: pomodoroRu, en: pomodoroEn } as const;
