import { useMemo, useRef } from 'react';

interface ReturnFocusOptions {
  /** Where focus goes when the opener has left the page meanwhile (e.g. the row of a deleted task). */
  fallback?: (opener: HTMLElement) => HTMLElement | null;
}

/**
 * Focus handlers for a Radix dialog opened by a plain button rather than its own `Trigger`: Radix returns
 * focus on close only to a `Trigger`, so without these a keyboard user lands on `<body>` after every
 * close. The element focused when the dialog opens is remembered and gets the focus back on close;
 * when it is gone, the fallback, then the page's main region.
 */
export function useReturnFocus({ fallback }: ReturnFocusOptions = {}) {
  const opener = useRef<HTMLElement | null>(null);
  const spare = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        // Called before Radix moves the focus into the dialog: the active element is still the opener.
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        spare.current = opener.current ? (fallback?.(opener.current) ?? null) : null;
      },
      onCloseAutoFocus: (event: Event) => {
        // Last resort (e.g. the last task was deleted and the list is gone): the page's main region.
        const main = document.getElementById('main-content');
        const target = [opener.current, spare.current, main].find((element) => element?.isConnected);
        opener.current = null;
        spare.current = null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [fallback],
  );
}

/** The list an element is in: where the focus goes when a row that opened a dialog is gone. */
export const listOf = (opener: HTMLElement) => opener.closest<HTMLElement>('[role="list"]');
