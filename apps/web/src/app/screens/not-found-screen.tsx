import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path no route claims (spec §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 id="not-found-title" className="flex flex-col items-center gap-3">
        <span className="text-7xl font-bold tracking-tight text-primary/80">{t('notFound.code')}</span>{' '}
        <span className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</span>
      </h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-2">
        <Link to="/">
          <House aria-hidden="true" />
          {t('notFound.home')}
        </Link>
      </Button>
    </section>
  );
}
