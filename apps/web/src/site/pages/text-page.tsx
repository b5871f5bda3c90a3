import type { TextPage as TextPageContent } from '../content';
import type { SiteLanguage } from '../paths';
import { SITE_TEXTS } from '../texts';

/** Research, how it works, terms and privacy: a title and the content file's text. */
export function TextPage({ language, page }: { language: SiteLanguage; page: TextPageContent }) {
  const texts = SITE_TEXTS[language];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold tracking-tight text-balance">{page.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{page.description}</p>
      {page.updated && (
        <p className="mt-2 text-sm text-muted-foreground">
          {texts.updated}: <time dateTime={page.updated}>{texts.formatDate(page.updated)}</time>
        </p>
      )}
      <div className="site-prose mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
    </div>
  );
}
