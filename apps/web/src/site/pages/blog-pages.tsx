import { ArrowLeft, Clock } from 'lucide-react';
import type { Article } from '../content';
import { articlePath, localizedPath, SITE_PAGES, type SiteLanguage } from '../paths';
import { SITE_TEXTS } from '../texts';

function ArticleMeta({ article, language }: { article: Article; language: SiteLanguage }) {
  const texts = SITE_TEXTS[language];
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={article.date}>{texts.formatDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-3.5" />
        {texts.blog.readingTime(article.readingMinutes)}
      </span>
    </p>
  );
}

function ArticleCard({
  article,
  language,
  headingLevel,
}: {
  article: Article;
  language: SiteLanguage;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-border bg-card/60 p-6 hover:border-primary/50">
      <Heading className="text-lg font-semibold tracking-tight">
        {/* The whole card is the link's target area; the heading is its name. */}
        <a
          href={articlePath(article.id, language)}
          className="after:absolute after:inset-0 after:rounded-2xl"
        >
          {article.title}
        </a>
      </Heading>
      <p className="text-muted-foreground">{article.description}</p>
      <ArticleMeta article={article} language={language} />
    </li>
  );
}

function BackToList({ language }: { language: SiteLanguage }) {
  return (
    <a
      href={localizedPath(SITE_PAGES.blog, language)}
      className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {SITE_TEXTS[language].blog.backToList}
    </a>
  );
}

/** /blog: every article, newest first, with its description, date and reading time. */
export function BlogListPage({ language, articles }: { language: SiteLanguage; articles: Article[] }) {
  const texts = SITE_TEXTS[language].blog;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold tracking-tight">{texts.heading}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{texts.intro}</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} language={language} headingLevel={2} />
        ))}
      </ul>
    </div>
  );
}

/** /blog/{id}: the article, its related articles and the way back to the list. */
export function ArticlePage({
  language,
  article,
  related,
}: {
  language: SiteLanguage;
  article: Article;
  related: Article[];
}) {
  const texts = SITE_TEXTS[language].blog;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToList language={language} />
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{article.description}</p>
          <div className="mt-4">
            <ArticleMeta article={article} language={language} />
          </div>
        </header>
        <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14 border-t border-border/60 pt-10">
          <h2 id="related-title" className="text-2xl font-semibold tracking-tight">
            {texts.related}
          </h2>
          <ul className="mt-6 grid gap-4">
            {related.map((item) => (
              <ArticleCard key={item.id} article={item} language={language} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      <div className="mt-10">
        <BackToList language={language} />
      </div>
    </div>
  );
}

/** /blog/{unknown}: 'Article not found' (spec §8), with the way to the list. Sent with status 404. */
export function ArticleNotFoundPage({ language }: { language: SiteLanguage }) {
  const texts = SITE_TEXTS[language].blog;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{texts.notFoundTitle}</h1>
      <p className="text-muted-foreground">{texts.notFoundText}</p>
      <BackToList language={language} />
    </div>
  );
}
