/**
 * The public site's only script (a few KB): the pages are whole without it. It remembers the
 * language of the page a visitor goes to the app from, and turns the guide into one step at a time.
 */
import './site.css';
import { LANGUAGE_STORAGE_KEY } from '@fokus/core';
import { enhanceGuide } from './guide';

function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be off (private mode, blocked): the app then follows the browser's language.
  }
}

// Going to the app (sign-in, sign-up, the guide's way back) or switching the site's language: the app
// opens in the language the visitor was reading.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  if (link.hasAttribute('data-app-link')) rememberLanguage(document.documentElement.lang);
  const switchTo = link.getAttribute('data-language');
  if (switchTo) rememberLanguage(switchTo);
});

const guide = document.querySelector<HTMLElement>('[data-guide]');
if (guide) enhanceGuide(guide);
