import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadDocument } from '@/lib/load-document';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A page of the public site (/, /blog, /guide, …) reached from inside the app. The server answers those
 * addresses with prerendered pages, so a link followed in the app loads the page from the server
 * (replacing the app's history entry, so Back returns to where the person was). When the app itself
 * was opened at such an address — the service worker's offline copy, or the dev server — there is no
 * page to load: it says so and offers the tasks, which work offline.
 */
export function SitePageScreen() {
  const { t } = useTranslation();
  const navigationType = useNavigationType();
  const { pathname, search, hash } = useLocation();
  const followedInApp = navigationType !== 'POP';
  useDocumentTitle(followedInApp ? undefined : t('sitePage.title'));

  useEffect(() => {
    if (followedInApp) loadDocument(`${pathname}${search}${hash}`);
  }, [followedInApp, pathname, search, hash]);

  if (followedInApp) return null;
  return (
    <section
      aria-labelledby="site-page-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <CloudOff aria-hidden="true" className="size-6" />
      </div>
      <h1 id="site-page-title" className="text-2xl font-semibold tracking-tight">
        {t('sitePage.title')}
      </h1>
      <p className="text-muted-foreground">{t('sitePage.offline')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          {/* A plain link: the browser asks the server again. */}
          <a href={`${pathname}${search}${hash}`}>{t('sitePage.retry')}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/app">{t('sitePage.toTasks')}</a>
        </Button>
      </div>
    </section>
  );
}
