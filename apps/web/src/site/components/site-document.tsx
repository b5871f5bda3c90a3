import { SITE_ORIGIN_PLACEHOLDER } from '@fokus/core';
import type { ReactNode } from 'react';
import { otherLanguage, localizedPath, type SiteLanguage } from '../paths';
import { SITE_TEXTS } from '../texts';

/** The public origin in prerendered pages (the server puts PUBLIC_URL's origin in its place). */
export const ORIGIN_PLACEHOLDER = SITE_ORIGIN_PLACEHOLDER;

export interface PageMeta {
  title: string;
  description: string;
  language: SiteLanguage;
  /** The page's Russian path; its English twin is derived. */
  path: string;
  /** Whether the page exists in the other language (an unknown article does not). */
  translated?: boolean;
  type?: 'website' | 'article';
  /** Kept out of search results (the "not found" page). */
  noindex?: boolean;
}

export interface SiteAssets {
  /** The site's stylesheet, inlined: one round trip less before the first paint. */
  css: string;
  /** The site's script (the guide, the language choice), a module loaded after the HTML. */
  script: string;
}

/** The whole HTML document of a public page: its head (title, description, links, Open Graph) and body. */
export function SiteDocument({
  meta,
  assets,
  children,
}: {
  meta: PageMeta;
  assets: SiteAssets;
  children: ReactNode;
}) {
  const texts = SITE_TEXTS[meta.language];
  const url = (language: SiteLanguage) => `${ORIGIN_PLACEHOLDER}${localizedPath(meta.path, language)}`;
  const translated = meta.translated ?? true;
  const other = otherLanguage(meta.language);
  return (
    <html lang={meta.language} className="dark" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <link rel="canonical" href={url(meta.language)} />
        )}
        {translated && !meta.noindex && (
          <>
            <link rel="alternate" hrefLang="ru" href={url('ru')} />
            <link rel="alternate" hrefLang="en" href={url('en')} />
            <link rel="alternate" hrefLang="x-default" href={url('ru')} />
          </>
        )}
        <meta property="og:type" content={meta.type ?? 'website'} />
        <meta property="og:site_name" content={texts.name} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={url(meta.language)} />
        <meta property="og:locale" content={texts.locale} />
        {translated && <meta property="og:locale:alternate" content={SITE_TEXTS[other].locale} />}
        <meta property="og:image" content={`${ORIGIN_PLACEHOLDER}/icon-512.png`} />
        <meta name="twitter:card" content="summary" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0d1019" />
        <link rel="icon" type="image/svg+xml" href="/logo.svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <script type="module" src={assets.script} />
      </head>
      <body>{children}</body>
    </html>
  );
}
