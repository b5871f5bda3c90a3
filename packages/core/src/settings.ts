/**
 * Language and theme settings shared by the web app and the server: supported values, defaults
 * and the local-storage keys the spec names.
 */

/** Interface languages the user can choose (spec §3 device settings: saved choice, ru or en). */
export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;

/** One of the supported interface languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Language used when nothing is saved and the browser gives no better hint. */
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Local-storage key of the user's saved language choice. */
export const LANGUAGE_STORAGE_KEY = 'fokus-language';

/** Local-storage key of the saved theme (spec §9: `ui-theme`). */
export const THEME_STORAGE_KEY = 'ui-theme';

/** Local-storage key of the offline operation queue (spec §9: removed when empty). */
export const PENDING_OPERATIONS_STORAGE_KEY = 'pendingOperations';

/**
 * Local-storage key of a user's MVD task ids kept on the device (spec §3 "MVD ids per user"). They are
 * moved to the database once, when the database list is empty (spec §4), and the key is removed.
 */
export function mvdStorageKey(userId: string): string {
  return `mvd-tasks:${userId}`;
}

/** True when `value` is one of the supported interface languages. */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks the interface language: a saved ru/en choice wins; else a browser language starting with "ru" gives ru; else en. */
export function resolveLanguage(saved: unknown, browserLanguage: string | undefined): Language {
  if (isSupportedLanguage(saved)) return saved;
  // Anything not Russian falls back to English, the lingua franca, not to the ru default.
  return browserLanguage?.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** Themes the user can choose; `system` follows the operating system's preference. */
export const THEMES = ['light', 'dark', 'bright', 'system'] as const;

/** One of the selectable themes. */
export type Theme = (typeof THEMES)[number];

/** Theme on first visit (DESIGN.md decision: `system`, not the shell's `bright`). */
export const DEFAULT_THEME: Theme = 'system';

/** True when `value` is one of the selectable themes. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Panels the user can toggle (spec §2 optional panels and interface settings). Here rather than beside
 * the settings schemas: the web app's first screen reads it, and must not load zod for it.
 */
export const PANEL_TOGGLES = [
  'pomodoro',
  'onboarding',
  'adhdTips',
  'health',
  'stats',
  'rightPanel',
  'aiChat',
  'sidebarCollapsed',
] as const;
