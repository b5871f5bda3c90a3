import { DEFAULT_THEME, isTheme, type Theme } from '@fokus/core';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/** A theme as painted: `system` is resolved to light or dark. */
export type AppliedTheme = Exclude<Theme, 'system'>;

const APPLIED_THEMES: readonly AppliedTheme[] = ['light', 'dark', 'bright'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved theme, or the default when nothing valid is saved. */
export function readStoredTheme(): Theme {
  const saved = readStorage(STORAGE_KEYS.theme);
  return isTheme(saved) ? saved : DEFAULT_THEME;
}

/** Decides the painted theme: a forced dark (landing context) wins, then the choice, `system` by the OS. */
export function resolveAppliedTheme(
  theme: Theme,
  systemPrefersDark: boolean,
  forceDark: boolean,
): AppliedTheme {
  if (forceDark) return 'dark';
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts exactly one theme class on the root element and tells the browser which form controls to draw. */
export function applyThemeToDocument(
  applied: AppliedTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.remove(...APPLIED_THEMES);
  root.classList.add(applied);
  root.style.colorScheme = applied === 'dark' ? 'dark' : 'light';
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSystemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

interface ThemeContextValue {
  /** The user's choice, including `system`. */
  theme: Theme;
  /** What is painted now. */
  appliedTheme: AppliedTheme;
  /** True on landing-context pages, where the theme is always dark and the switch is hidden. */
  isForced: boolean;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

interface ThemeProviderProps {
  /** Paints dark regardless of the choice (landing context), without changing the saved choice. */
  forceDark?: boolean;
  children: ReactNode;
}

/** Holds the theme choice, follows the OS preference live for `system`, and paints the root element. */
export function ThemeProvider({ forceDark = false, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const systemPrefersDark = useSyncExternalStore(subscribeToSystemTheme, getSystemPrefersDark, () => false);
  const appliedTheme = resolveAppliedTheme(theme, systemPrefersDark, forceDark);

  // Layout effect: repaint before the browser shows the new route, so there is no flash.
  useLayoutEffect(() => applyThemeToDocument(appliedTheme), [appliedTheme]);

  const setTheme = useCallback((next: Theme) => {
    writeStorage(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, appliedTheme, isForced: forceDark, setTheme }),
    [theme, appliedTheme, forceDark, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme choice and setter; must be used under ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
