import type { ReactNode } from 'react';
import { localizedPath, otherLanguage, SITE_PAGES, type SiteLanguage } from '../paths';
import { SITE_TEXTS } from '../texts';

/** The sign-up tab of the app's /auth screen (apps/web/src/features/auth/auth-paths.ts). */
export const SIGN_UP_HREF = '/auth?mode=sign-up';
export const SIGN_IN_HREF = '/auth';

interface SiteLayoutProps {
  language: SiteLanguage;
  /** The page's Russian path, for the link to its other-language twin. */
  path: string;
  /** False when the page has no twin (an unknown article): the switch goes to the other blog. */
  translated?: boolean;
  children: ReactNode;
}

const linkClass =
  'rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground';

/** The frame of every public page: skip link, header (logo, sections, language, sign-in), footer. */
export function SiteLayout({ language, path, translated = true, children }: SiteLayoutProps) {
  const texts = SITE_TEXTS[language];
  const other = otherLanguage(language);
  const href = (page: string) => localizedPath(page, language);
  const sections = [
    { to: SITE_PAGES.howItWorks, label: texts.nav.howItWorks },
    { to: SITE_PAGES.guide, label: texts.nav.guide },
    { to: SITE_PAGES.blog, label: texts.nav.blog },
    { to: SITE_PAGES.research, label: texts.nav.research },
  ];
  const current = (page: string) =>
    path === page || (page === SITE_PAGES.blog && path.startsWith(`${SITE_PAGES.blog}/`))
      ? 'page'
      : undefined;
  const sectionLinks = sections.map((section) => (
    <li key={section.to}>
      <a href={href(section.to)} className={linkClass} aria-current={current(section.to)}>
        {section.label}
      </a>
    </li>
  ));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {texts.skipToContent}
      </a>
      <header className="border-b border-border/60">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
          <a
            href={href('/')}
            className="flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight"
          >
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            <span>{texts.name}</span>
          </a>
          <nav aria-label={texts.nav.label} className="ml-4 hidden md:block">
            <ul className="flex items-center gap-1 text-sm">{sectionLinks}</ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <a
              href={translated ? localizedPath(path, other) : localizedPath(SITE_PAGES.blog, other)}
              hrefLang={other}
              lang={other}
              data-language={other}
              aria-label={texts.languageSwitch.label}
              className="rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              {texts.languageSwitch.name}
            </a>
            <a
              href={SIGN_IN_HREF}
              data-app-link=""
              className="rounded-lg bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground hover:bg-secondary/80"
            >
              {texts.signIn}
            </a>
          </div>
        </div>
        <nav aria-label={texts.nav.label} className="border-t border-border/40 md:hidden">
          <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 text-sm">{sectionLinks}</ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <footer className="border-t border-border/60">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="flex flex-col gap-1">
            <p>© Fokus</p>
            <p>{texts.footer.note}</p>
          </div>
          <nav aria-label={texts.footer.label}>
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {[
                ...sections,
                { to: SITE_PAGES.terms, label: texts.footer.terms },
                { to: SITE_PAGES.privacy, label: texts.footer.privacy },
              ].map((link) => (
                <li key={link.to}>
                  <a href={href(link.to)} className="inline-block rounded px-1 py-1.5 hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
