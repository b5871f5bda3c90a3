import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '@/app/i18n';
import { chooseLanguage } from '../i18n';
import { followManifestLanguage, manifestUrl } from './manifest-link';

function manifestHref(): string | null {
  return document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
});

describe('followManifestLanguage', () => {
  it('points the manifest link at the interface language at start', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestUrl('ru');
    document.head.append(link);
    followManifestLanguage(createAppI18n('en'));
    expect(manifestHref()).toBe('/manifest.en.webmanifest');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('switches the link when the user changes the language, and back', async () => {
    const i18n = createAppI18n('ru');
    followManifestLanguage(i18n);
    expect(manifestHref()).toBe('/manifest.ru.webmanifest');
    await chooseLanguage(i18n, 'en');
    expect(manifestHref()).toBe('/manifest.en.webmanifest');
    await chooseLanguage(i18n, 'ru');
    expect(manifestHref()).toBe('/manifest.ru.webmanifest');
  });

  it('adds the link when the page has none', () => {
    followManifestLanguage(createAppI18n('ru'));
    expect(manifestHref()).toBe('/manifest.ru.webmanifest');
  });

  it('stops following once told to', async () => {
    const i18n = createAppI18n('ru');
    const stop = followManifestLanguage(i18n);
    stop();
    await i18n.changeLanguage('en');
    expect(manifestHref()).toBe('/manifest.ru.webmanifest');
  });

  it('uses the default language for anything but ru and en', async () => {
    const i18n = createAppI18n('en');
    followManifestLanguage(i18n);
    await i18n.changeLanguage('fr');
    expect(manifestHref()).toBe('/manifest.ru.webmanifest');
  });
});
