import { ArrowLeft, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ru } from '@/lib/i18n/locales/ru';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A screen that a later issue builds; the key names it in `common:screens`. */
export type ScreenKey = keyof (typeof ru)['screens'];

interface PlaceholderScreenProps {
  screen: ScreenKey;
  /** Where the back link goes: /app inside the signed-in app, / on public pages. */
  backTo: '/app' | '/';
}

/** A clear, translated "not built yet" page that names the screen and links back. */
export function PlaceholderScreen({ screen, backTo }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby="placeholder-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Hammer aria-hidden="true" className="size-6" />
      </div>
      <h1 id="placeholder-title" className="text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <p className="text-lg font-medium">{t('placeholder.notBuilt')}</p>
      <p className="text-muted-foreground">{t('placeholder.description')}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {t(backTo === '/app' ? 'placeholder.backToApp' : 'placeholder.backHome')}
        </Link>
      </Button>
    </section>
  );
}
