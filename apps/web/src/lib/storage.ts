import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@fokus/core';

/**
 * Every key the web app keeps on the device, in one place. Theme and language keys come from
 * `@fokus/core` because the spec names them; the sidebar cookie is a UI detail of this app.
 */
export const STORAGE_KEYS = {
  theme: THEME_STORAGE_KEY,
  language: LANGUAGE_STORAGE_KEY,
  /** The time zone last sent to the server for a user (`fokus-time-zone:<userId>`). */
  timeZoneSent: 'fokus-time-zone',
} as const;

/** Cookie that remembers whether the desktop sidebar is expanded. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

/** Reads a local-storage value; null when absent or when storage is unavailable (privacy mode, quota). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a local-storage value; a failure only means the choice is not remembered next time. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembering a preference is acceptable; breaking the app over it is not.
  }
}

/** Removes a local-storage value; a failure leaves it, which the callers tolerate. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}
