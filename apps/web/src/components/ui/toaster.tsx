import { TOAST_LIMIT } from '@fokus/core';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/**
 * Sonner's light rich colours put success, info and warning text below 4.5:1 on their backgrounds
 * (success is 4.3:1), which axe reports as a serious violation; these darker texts pass (WCAG AA).
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 23%)',
  '--info-text': 'hsl(210, 92%, 37%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 41%)',
} as CSSProperties;

/** The one toast outlet; shows a single toast at a time (spec §9) in the painted theme. */
export function Toaster() {
  const { appliedTheme } = useTheme();
  const dark = appliedTheme === 'dark';
  return (
    <Sonner
      theme={dark ? 'dark' : 'light'}
      style={dark ? undefined : LIGHT_RICH_TEXT}
      visibleToasts={TOAST_LIMIT}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
