import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/auth-provider';
import { matchesRoute } from '../route-context';
import { LanguageSwitch } from './language-switch';
import { LogoLink } from './logo';
import { ThemeSwitch } from './theme-switch';

const FOOTER_LINKS = [
  { to: '/how-it-works', key: 'howItWorks' },
  { to: '/guide', key: 'guide' },
  { to: '/blog', key: 'blog' },
  { to: '/research', key: 'research' },
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

/** Layout of the public pages: a light header (logo, language, theme where allowed, sign-in) and a footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { pathname } = useLocation();
  const onAuthPage = matchesRoute(pathname, '/auth');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-border/60 bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
          <LogoLink to="/" />
          <div className="ml-auto flex items-center gap-1.5">
            <LanguageSwitch />
            <ThemeSwitch />
            {!onAuthPage &&
              (status === 'signed-in' ? (
                <Button asChild size="sm" className="ml-1">
                  <Link to="/app">{t('landing.openApp')}</Link>
                </Button>
              ) : (
                <Button asChild size="sm" variant="secondary" className="ml-1">
                  <Link to="/auth">{t('landing.signIn')}</Link>
                </Button>
              ))}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-border/60">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© Fokus</p>
          <nav aria-label={t('landing.footer.label')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  {/* Pages of the public site: the server answers them (prerendered), not the app. */}
                  <a href={link.to} className="rounded hover:text-foreground">
                    {t(`landing.footer.${link.key}`)}
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
