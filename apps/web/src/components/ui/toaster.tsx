import { TOAST_LIMIT } from '@fokus/core';
import { useEffect, type CSSProperties } from 'react';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';
import { preloadable, useLoaded } from '@/lib/lazy';
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

// Sonner is not needed until the first toast: it loads then (or when the page prefetches), and the
// outlet mounts once it has. A toast raised before the outlet subscribed is shown when it does.
const sonner = preloadable(() => import('sonner'));

type Message = string;

/** Raises a toast now when sonner has loaded, else as soon as it has. */
function withSonner(show: (module: typeof Sonner) => unknown): void {
  const loaded = sonner.current();
  if (loaded) {
    show(loaded);
    return;
  }
  void sonner.load().then(show, () => undefined);
}

/** The app's toasts (sonner's API, the calls the app makes). */
export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    withSonner((m) => m.toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => withSonner((m) => m.toast.error(message, options)),
  dismiss: (id?: string | number) => withSonner((m) => m.toast.dismiss(id)),
};

/**
 * Keeps TOAST_LIMIT toasts at most: a new toast dismisses the older ones. Sonner's `visibleToasts`
 * only hides them, and hidden toasts still wait their turn, show again on hover and stay in the
 * accessibility tree, so errors and successes would pile up behind the one shown.
 */
function DismissOlderToasts({ sonner: loaded }: { sonner: typeof Sonner }) {
  const { toasts } = loaded.useSonner();
  useEffect(() => {
    // Newest first: sonner puts a new toast at the front, and an update keeps its place.
    for (const older of toasts.slice(TOAST_LIMIT)) loaded.toast.dismiss(older.id);
  }, [toasts, loaded]);
  return null;
}

/** The one toast outlet; shows a single toast at a time (spec §9) in the painted theme. */
export function Toaster() {
  const { appliedTheme } = useTheme();
  const loaded = useLoaded(sonner);
  if (!loaded) return null;
  const dark = appliedTheme === 'dark';
  return (
    <>
      <DismissOlderToasts sonner={loaded} />
      <loaded.Toaster
        theme={dark ? 'dark' : 'light'}
        style={dark ? undefined : LIGHT_RICH_TEXT}
        visibleToasts={TOAST_LIMIT}
        position="top-center"
        richColors
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </>
  );
}
