import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SyncIndicator } from '@/features/sync';
import { cn } from '@/lib/utils';
import { GUIDE_ITEM, TOP_BAR_ITEMS, isNavItemActive } from '../navigation';
import { LanguageSwitch } from './language-switch';
import { LogoLink } from './logo';
import { SidebarTrigger } from './sidebar';
import { ThemeSwitch } from './theme-switch';

/**
 * The signed-in top bar (spec §2): logo, section links, the guide link (desktop only), the theme and
 * language switches and logout. Under 768 px the links move to the bottom navigation.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-5">
        <SidebarTrigger className="md:hidden" />
        <LogoLink to="/app" />
        <nav aria-label={t('nav.topBar')} className="ml-2 hidden md:block xl:ml-6">
          <ul className="flex items-center gap-1">
            {TOP_BAR_ITEMS.map((item) => {
              const active = isNavItemActive(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground xl:px-3',
                      active && 'bg-accent text-accent-foreground',
                    )}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SyncIndicator compact />
          <Link
            to={GUIDE_ITEM.to}
            aria-current={isNavItemActive(pathname, GUIDE_ITEM) ? 'page' : undefined}
            className="hidden items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground md:inline-flex"
          >
            <GUIDE_ITEM.icon aria-hidden="true" className="size-4" />
            {/* Below 1280 px the Russian labels would push the last controls out of the bar. */}
            <span className="max-xl:sr-only">{t(GUIDE_ITEM.labelKey)}</span>
          </Link>
          <ThemeSwitch />
          <LanguageSwitch />
          <SignOutButton compact="narrow" />
        </div>
      </div>
    </header>
  );
}
