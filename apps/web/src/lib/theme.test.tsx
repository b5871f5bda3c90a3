import { THEME_STORAGE_KEY } from '@fokus/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMedia } from '@/testing/media-queries';
import { ThemeProvider, applyThemeToDocument, readStoredTheme, resolveAppliedTheme, useTheme } from './theme';

const root = document.documentElement;

function ThemeProbe() {
  const { theme, appliedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}:{appliedTheme}
      </p>
      <button onClick={() => setTheme('bright')}>bright</button>
    </div>
  );
}

describe('resolveAppliedTheme', () => {
  it('follows the OS for system', () => {
    expect(resolveAppliedTheme('system', true, false)).toBe('dark');
    expect(resolveAppliedTheme('system', false, false)).toBe('light');
  });

  it('keeps an explicit choice', () => {
    expect(resolveAppliedTheme('bright', true, false)).toBe('bright');
    expect(resolveAppliedTheme('light', true, false)).toBe('light');
  });

  it('forces dark in the landing context whatever the choice', () => {
    expect(resolveAppliedTheme('bright', false, true)).toBe('dark');
    expect(resolveAppliedTheme('light', false, true)).toBe('dark');
  });
});

describe('applyThemeToDocument', () => {
  it('leaves exactly one theme class on <html>', () => {
    applyThemeToDocument('dark');
    applyThemeToDocument('bright');
    expect([...root.classList]).toEqual(['bright']);
    expect(root.style.colorScheme).toBe('light');
  });
});

describe('readStoredTheme', () => {
  it('defaults to system and ignores unknown values', () => {
    expect(readStoredTheme()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });
});

describe('ThemeProvider', () => {
  it('paints the OS preference for system and follows it live', () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(root.classList.contains('light')).toBe(true);
    act(() => setMedia({ prefersDark: true }));
    expect(screen.getByText('system:dark')).toBeTruthy();
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('saves a new choice under ui-theme and paints it', async () => {
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'bright' }).click());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('bright');
    expect(root.classList.contains('bright')).toBe(true);
  });

  it('forces dark without touching the saved choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'bright');
    render(
      <ThemeProvider forceDark>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('bright:dark')).toBeTruthy();
    expect([...root.classList]).toEqual(['dark']);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('bright');
  });
});
