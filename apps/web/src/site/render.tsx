/**
 * Prerenders the public site at build time (vite.site.config.ts calls `renderSite`): every page in
 * Russian and English as a complete HTML document, the blog's "not found" page, sitemap.xml and
 * robots.txt. The pages need no API call and no script to show their content.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteDocument, ORIGIN_PLACEHOLDER, type PageMeta, type SiteAssets } from './components/site-document';
import { SiteLayout } from './components/site-layout';
import { loadSiteContent, type ContentSource, type SiteContent, type TextPageId } from './content';
import { ArticleNotFoundPage, ArticlePage, BlogListPage } from './pages/blog-pages';
import { GuidePage } from './pages/guide-page';
import { LandingPage } from './pages/landing-page';
import { TextPage } from './pages/text-page';
import {
  articlePath,
  LANDING_ALIAS,
  localizedPath,
  SITE_LANGUAGES,
  SITE_PAGES,
  type SiteLanguage,
} from './paths';
import { SITE_TEXTS } from './texts';

export interface RenderedPage {
  /** The address it answers, e.g. `/en/blog/pomodoro`. */
  path: string;
  language: SiteLanguage;
  html: string;
}

export interface RenderedSite {
  pages: RenderedPage[];
  /** The page for an unknown article, per language, sent with status 404. */
  articleNotFound: Record<SiteLanguage, string>;
  sitemap: string;
  robots: string;
}

export interface RenderSiteOptions {
  content: ContentSource;
  assets: SiteAssets;
}

/** React writes a few attributes in its own case (`charSet`, `hrefLang`); HTML's spelling is lower case. */
function lowerCaseAttributes(html: string): string {
  return html.replace(/ (charSet|hrefLang)=/g, (_match, name: string) => ` ${name.toLowerCase()}=`);
}

function documentOf(meta: PageMeta, assets: SiteAssets, body: ReactElement): string {
  return `<!doctype html>${lowerCaseAttributes(
    renderToStaticMarkup(
      <SiteDocument meta={meta} assets={assets}>
        <SiteLayout language={meta.language} path={meta.path} translated={meta.translated ?? true}>
          {body}
        </SiteLayout>
      </SiteDocument>,
    ),
  )}`;
}

const TEXT_PAGES: readonly TextPageId[] = ['research', 'howItWorks', 'terms', 'privacy'];

function pagesOf(language: SiteLanguage, content: SiteContent, assets: SiteAssets): RenderedPage[] {
  const texts = SITE_TEXTS[language];
  const page = (
    path: string,
    meta: Omit<PageMeta, 'language' | 'path'>,
    body: ReactElement,
  ): RenderedPage => ({
    path: localizedPath(path, language),
    language,
    html: documentOf({ ...meta, language, path }, assets, body),
  });

  const landing = page(
    SITE_PAGES.landing,
    { title: texts.landing.title, description: texts.landing.description },
    <LandingPage language={language} />,
  );
  const byId = new Map(content.articles.map((article) => [article.id, article]));
  return [
    landing,
    // /landing is the same page; its canonical link names `/`.
    { ...landing, path: localizedPath(LANDING_ALIAS, language) },
    page(
      SITE_PAGES.blog,
      { title: texts.blog.title, description: texts.blog.description },
      <BlogListPage language={language} articles={content.articles} />,
    ),
    ...content.articles.map((article) => ({
      ...page(
        `${SITE_PAGES.blog}/${article.id}`,
        { title: `${article.title} — Fokus`, description: article.description, type: 'article' },
        <ArticlePage
          language={language}
          article={article}
          related={article.related.flatMap((id) => byId.get(id) ?? [])}
        />,
      ),
      path: articlePath(article.id, language),
    })),
    ...TEXT_PAGES.map((id) =>
      page(
        SITE_PAGES[id],
        { title: `${content.pages[id].title} — Fokus`, description: content.pages[id].description },
        <TextPage language={language} page={content.pages[id]} />,
      ),
    ),
    page(
      SITE_PAGES.guide,
      { title: `${content.guide.title} — Fokus`, description: content.guide.description },
      <GuidePage language={language} guide={content.guide} />,
    ),
  ];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every page once per language, with its twin named by `xhtml:link` (Google's hreflang in sitemaps). */
function sitemapOf(pages: readonly RenderedPage[]): string {
  const russian = pages.filter((page) => page.language === 'ru' && page.path !== LANDING_ALIAS);
  const entries = russian.flatMap((page) =>
    SITE_LANGUAGES.map((language) => {
      const alternates = SITE_LANGUAGES.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(`${ORIGIN_PLACEHOLDER}${localizedPath(page.path, alternate)}`)}"/>`,
      ).join('');
      return `<url><loc>${escapeXml(`${ORIGIN_PLACEHOLDER}${localizedPath(page.path, language)}`)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public pages; the signed-in app, the delegated pages and the API are not for them. */
function robotsOf(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /app',
    'Disallow: /shared-task',
    'Disallow: /auth',
    '',
    `Sitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSite({ content: source, assets }: RenderSiteOptions): RenderedSite {
  const pages: RenderedPage[] = [];
  const articleNotFound = {} as Record<SiteLanguage, string>;
  const articleIds: Partial<Record<SiteLanguage, string[]>> = {};
  for (const language of SITE_LANGUAGES) {
    const content = loadSiteContent(source, language);
    articleIds[language] = content.articles.map((article) => article.id).sort();
    pages.push(...pagesOf(language, content, assets));
    const texts = SITE_TEXTS[language];
    articleNotFound[language] = documentOf(
      {
        title: `${texts.blog.notFoundTitle} — Fokus`,
        description: texts.blog.notFoundText,
        language,
        path: SITE_PAGES.blog,
        translated: false,
        noindex: true,
      },
      assets,
      <ArticleNotFoundPage language={language} />,
    );
  }
  // hreflang promises a twin for every article: both languages must have the same ones.
  if (JSON.stringify(articleIds.ru) !== JSON.stringify(articleIds.en)) {
    throw new Error(`the blog's articles differ between ru (${articleIds.ru}) and en (${articleIds.en})`);
  }
  return { pages, articleNotFound, sitemap: sitemapOf(pages), robots: robotsOf() };
}
