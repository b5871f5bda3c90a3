import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@fokus/core';
import type { i18n } from 'i18next';
import { currentLanguage } from '../i18n';

/** The web manifest in one interface language (apps/web/public/manifest.<lang>.webmanifest). */
export function manifestUrl(language: Language): string {
  return `/manifest.${language}.webmanifest`;
}

function manifestLink(doc: Document): HTMLLinkElement {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  doc.head.append(link);
  return link;
}

/**
 * Points `<link rel="manifest">` at the manifest of the interface language now and after every
 * language change, so an installed app's name and description follow the user's language.
 * Returns the function that stops following.
 */
export function followManifestLanguage(instance: i18n, doc: Document = document): () => void {
  const apply = (language: string) => {
    const href = manifestUrl(isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE);
    const link = manifestLink(doc);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(currentLanguage(instance));
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
