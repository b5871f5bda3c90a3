import { LANGUAGE_STORAGE_KEY } from '@fokus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '@/app/i18n';
import { chooseLanguage, currentLanguage, detectLanguage } from './index';

function setBrowserLanguage(language: string) {
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    setBrowserLanguage('ru-RU');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to the browser: ru* gives ru', () => {
    setBrowserLanguage('ru-RU');
    expect(detectLanguage()).toBe('ru');
  });

  it('falls back to the browser: anything else gives en', () => {
    setBrowserLanguage('de-DE');
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a saved value that is not ru or en', () => {
    setBrowserLanguage('ru');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('ru');
  });
});

describe('the app i18n instance', () => {
  it('starts in the detected language, sets <html lang> and translates', () => {
    setBrowserLanguage('en-GB');
    const i18n = createAppI18n();
    expect(currentLanguage(i18n)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('app.loadingPage')).toBe('Loading the page...');
    expect(i18n.t('session.errorTitle', { ns: 'auth' })).toBe('Authorization error');
  });

  it('uses the spec texts in Russian', () => {
    const i18n = createAppI18n('ru');
    expect(i18n.t('app.loadingPage')).toBe('Загружаем страницу...');
    expect(i18n.t('errorBoundary.title')).toBe('Произошла ошибка');
    expect(i18n.t('nav.analytics')).toBe('Аналитика');
    expect(i18n.t('nav.progress')).toBe('Прогресс');
  });

  it('remembers a chosen language and updates <html lang>', async () => {
    const i18n = createAppI18n('ru');
    await chooseLanguage(i18n, 'en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.tasks')).toBe('Tasks');
  });

  it('does not save the detected language as if the user chose it', () => {
    setBrowserLanguage('ru');
    createAppI18n();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('English on demand', () => {
  /** The app's i18n modules as a page has them on load: Russian bundled, English not loaded. */
  async function fresh() {
    vi.resetModules();
    const [app, lib] = await Promise.all([import('@/app/i18n'), import('./index')]);
    return { ...app, ...lib };
  }

  it('is not loaded for a Russian start; switching to it loads it, then translates', async () => {
    const { createAppI18n, loadStartLanguage, chooseLanguage: choose } = await fresh();
    expect(loadStartLanguage('ru')).toBeNull();
    const i18n = createAppI18n('ru');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await choose(i18n, 'en');
    expect(i18n.t('app.loadingPage')).toBe('Loading the page...');
    expect(i18n.t('session.errorTitle', { ns: 'auth' })).toBe('Authorization error');
  });

  it('an English start waits for the English texts, and the first render is translated', async () => {
    const { createAppI18n, loadStartLanguage } = await fresh();
    const loading = loadStartLanguage('en');
    expect(loading).not.toBeNull();
    await loading;
    const i18n = createAppI18n('en');
    expect(i18n.t('app.loadingPage')).toBe('Loading the page...');
    expect(loadStartLanguage('en')).toBeNull();
  });
});
