import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TagsManager } from '@/features/tags';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /tags: the person's tags — create, rename, recolour, delete — with each tag's task count. */
export function TagsScreen() {
  const { t } = useTranslation('tags');
  useDocumentTitle(t('screen.title'));
  return (
    <section aria-labelledby="tags-title" className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6 sm:px-6">
      <div className="grid gap-1">
        <Link
          to="/app"
          className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('screen.toTasks')}
        </Link>
        <h1 id="tags-title" className="text-2xl font-semibold tracking-tight">
          {t('screen.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('screen.intro')}</p>
      </div>
      <TagsManager />
    </section>
  );
}
