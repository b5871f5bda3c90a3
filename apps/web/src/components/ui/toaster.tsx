import { TOAST_LIMIT } from '@fokus/core';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/** The one toast outlet; shows a single toast at a time (spec §9) in the painted theme. */
export function Toaster() {
  const { appliedTheme } = useTheme();
  return (
    <Sonner
      theme={appliedTheme === 'dark' ? 'dark' : 'light'}
      visibleToasts={TOAST_LIMIT}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
