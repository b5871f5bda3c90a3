import { useEffect } from 'react';

const APP_NAME = 'Fokus';

/** Sets the tab title to "<page> — Fokus", so history entries and screen readers name the page. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
