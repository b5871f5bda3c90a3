import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGE_STORAGE_KEY,
  PENDING_OPERATIONS_STORAGE_KEY,
  mvdStorageKey,
  SUPPORTED_LANGUAGES,
  THEMES,
  THEME_STORAGE_KEY,
  isSupportedLanguage,
  isTheme,
  resolveLanguage,
} from './settings';

describe('language settings', () => {
  it('supports exactly ru and en with ru as default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ru', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(LANGUAGE_STORAGE_KEY).toBe('fokus-language');
  });

  it('recognises only supported language codes', () => {
    expect(isSupportedLanguage('ru')).toBe(true);
    expect(isSupportedLanguage('en')).toBe(true);
    for (const value of ['fr', 'RU', '', null, undefined, 1, {}]) {
      expect(isSupportedLanguage(value)).toBe(false);
    }
  });

  it('lets a saved choice win over the browser language', () => {
    expect(resolveLanguage('en', 'ru-RU')).toBe('en');
    expect(resolveLanguage('ru', 'en-US')).toBe('ru');
  });

  it('falls back to the browser language: ru* gives ru, anything else en', () => {
    expect(resolveLanguage(null, 'ru-RU')).toBe('ru');
    expect(resolveLanguage('fr', 'RU')).toBe('ru');
    expect(resolveLanguage(undefined, 'Ru-by')).toBe('ru');
    expect(resolveLanguage(undefined, 'en-GB')).toBe('en');
    expect(resolveLanguage(undefined, 'uk')).toBe('en');
    expect(resolveLanguage(undefined, undefined)).toBe('en');
    expect(resolveLanguage(undefined, '')).toBe('en');
  });
});

describe('theme settings', () => {
  it('offers light, dark, bright and system, defaulting to system', () => {
    expect(THEMES).toEqual(['light', 'dark', 'bright', 'system']);
    expect(DEFAULT_THEME).toBe('system');
    expect(THEME_STORAGE_KEY).toBe('ui-theme');
  });

  it('recognises only known themes', () => {
    for (const theme of THEMES) expect(isTheme(theme)).toBe(true);
    for (const value of ['Dark', 'sepia', '', null, 3]) expect(isTheme(value)).toBe(false);
  });

  it('names the offline queue key of the spec', () => {
    expect(PENDING_OPERATIONS_STORAGE_KEY).toBe('pendingOperations');
    expect(mvdStorageKey('u1')).toBe('mvd-tasks:u1');
  });
});
