import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  resolveLanguage,
  type Language,
} from '@fokus/core';
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

/** The same nested keys as `T`, every leaf a string: how a second language proves it translates everything. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The language to start in: the saved ru/en choice, else the browser's (ru* → ru, else en). */
export function detectLanguage(): Language {
  return resolveLanguage(readStorage(STORAGE_KEYS.language), window.navigator.language);
}

/** The interface language currently shown; anything unexpected reads as the default. */
export function currentLanguage(instance: i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the language on the user's request and remembers it; only 'ru' and 'en' are accepted. */
export async function chooseLanguage(instance: i18n, language: Language): Promise<void> {
  if (!isSupportedLanguage(language)) return;
  writeStorage(STORAGE_KEYS.language, language);
  await instance.changeLanguage(language);
}

/** The namespaces of a language that is not bundled, loaded on demand. */
export type LanguageLoader = (language: Language) => Promise<Resource[string]>;

/** i18next's backend plugin over `load`: a language that is not bundled is read from it, once. */
function languageBackend(load: LanguageLoader): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      if (!isSupportedLanguage(language)) return callback(null, {});
      load(language).then(
        (bundle) => callback(null, bundle[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * Creates and initialises an i18next instance with the bundled resources, and keeps `<html lang>` in
 * step with the language so screen readers and hyphenation follow it. The language it starts in must
 * be among `resources`; another one is loaded with `loadLanguage` when the language changes to it.
 */
export function createI18n(
  resources: Resource,
  language: Language = detectLanguage(),
  loadLanguage?: LanguageLoader,
): i18n {
  const instance = i18next.createInstance();
  const syncDocumentLanguage = (lng: string) => {
    document.documentElement.lang = isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  };
  instance.on('languageChanged', syncDocumentLanguage);
  if (loadLanguage) instance.use(languageBackend(loadLanguage));
  void instance.use(initReactI18next).init({
    resources,
    // Languages missing from `resources` come from the loader above; the namespaces are the bundled
    // ones (i18next would otherwise also ask the loader for its default `translation`).
    partialBundledLanguages: loadLanguage !== undefined,
    ns: Object.keys(resources[language] ?? resources[DEFAULT_LANGUAGE] ?? {}),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'common',
    // The start language is bundled, so initialisation is synchronous and the first render is translated.
    initAsync: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(instance.language);
  return instance;
}
