import type { Language } from '@fokus/core';
import { authRu } from '@/features/auth/locales/ru';
import { statusPickersRu } from '@/features/status-pickers/locales/ru';
import { syncRu } from '@/features/sync/locales/ru';
import { tagsRu } from '@/features/tags/locales/ru';
import { tasksRu } from '@/features/tasks/locales/ru';
import { preloadable } from '@/lib/lazy';
import { createI18n, detectLanguage } from '@/lib/i18n';
import { ru } from '@/lib/i18n/locales/ru';

/** The Russian namespaces of the first screen: shared texts in `common`, each feature in its own. */
const russianResources = {
  common: ru,
  auth: authRu,
  statusPickers: statusPickersRu,
  sync: syncRu,
  tags: tagsRu,
  tasks: tasksRu,
} as const;

/** The other Russian namespaces, loaded with the screens that use them (or by the idle prefetch). */
const laterRussianResources = preloadable(() =>
  import('./locales-ru-later').then((m) => m.laterRussianResources),
);

/**
 * Russian, the main language (and the fallback), is bundled but for the namespaces the first screen
 * does not use, which load with their screens; English loads when it is needed: before
 * the first render when the interface starts in English (`loadStartLanguage`), or when the person
 * switches to it (i18next asks `createI18n`'s loader, and the switch waits for it).
 */
const englishResources = preloadable(() => import('./locales-en').then((m) => m.englishResources));

/** The resources of a language, or of the namespaces of Russian that are not bundled. */
async function loadLanguage(language: Language) {
  return language === 'en'
    ? englishResources.load()
    : { ...russianResources, ...(await laterRussianResources.load()) };
}

/** Loads what the language the app starts in needs; the first render waits for it. */
export function loadStartLanguage(language: Language = detectLanguage()): Promise<unknown> | null {
  return language === 'en' && !englishResources.current() ? englishResources.load() : null;
}

/** The app's i18n instance, in the detected language unless one is given (tests pin it). */
export function createAppI18n(language?: Language) {
  const english = englishResources.current();
  const russian = { ...russianResources, ...laterRussianResources.current() };
  return createI18n({ ru: russian, ...(english ? { en: english } : {}) }, language, loadLanguage);
}
