/**
 * The public site's addresses (spec §2 public routes), shared by the build that prerenders the pages,
 * the app (which hands these paths back to the server instead of rendering them) and the tests.
 * Russian, the main language, lives at the root; English under `/en`.
 */

export const SITE_LANGUAGES = ['ru', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The pages of the site, by id, with their Russian path. Articles are `/blog/{id}`. */
export const SITE_PAGES = {
  landing: '/',
  blog: '/blog',
  research: '/research',
  howItWorks: '/how-it-works',
  guide: '/guide',
  terms: '/terms',
  privacy: '/privacy',
} as const;
export type SitePageId = keyof typeof SITE_PAGES;

/** `/landing` shows the landing too (spec §2); its canonical address is `/`. */
export const LANDING_ALIAS = '/landing';

const ENGLISH_PREFIX = '/en';

/** The address of a Russian path in a language: `/blog` → `/en/blog`, `/` → `/en`. */
export function localizedPath(path: string, language: SiteLanguage): string {
  if (language === 'ru') return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

export function articlePath(articleId: string, language: SiteLanguage): string {
  return localizedPath(`${SITE_PAGES.blog}/${articleId}`, language);
}

/** A site address split into its language and its Russian path, or null when it is not one. */
export function parseSitePath(pathname: string): { language: SiteLanguage; path: string } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let language: SiteLanguage = 'ru';
  let path = trimmed;
  if (trimmed === ENGLISH_PREFIX || trimmed.startsWith(`${ENGLISH_PREFIX}/`)) {
    language = 'en';
    path = trimmed.slice(ENGLISH_PREFIX.length) || '/';
  }
  const isPage =
    path === LANDING_ALIAS ||
    Object.values(SITE_PAGES).some((page) => page === path) ||
    /^\/blog\/[^/]+$/.test(path);
  return isPage ? { language, path } : null;
}

/** The same page in the other language. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'ru' ? 'en' : 'ru';
}
