import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from '@fokus/core';
import { PanelLeft } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { TooltipGroup, WithTooltip } from '@/components/ui/tooltip';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SIDEBAR_COOKIE_NAME } from '@/lib/storage';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { SIDEBAR_ITEMS, isNavItemActive } from '../navigation';
import { LanguageSwitch } from './language-switch';
import { LogoLink, LogoMark } from './logo';
import { ThemeSwitch } from './theme-switch';

interface SidebarContextValue {
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to an icon rail. */
  open: boolean;
  /** Mobile: the off-canvas sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

function readSidebarCookie(): boolean {
  return document.cookie.split('; ').includes(`${SIDEBAR_COOKIE_NAME}=true`);
}

function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** True for Ctrl+B / Cmd+B, except inside rich-text editors, where the same keys mean bold. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  if (
    event.key.toLowerCase() !== 'b' ||
    !(event.ctrlKey || event.metaKey) ||
    event.altKey ||
    event.shiftKey
  ) {
    return false;
  }
  return !(event.target instanceof HTMLElement && event.target.isContentEditable);
}

/** Holds the sidebar state: a remembered desktop rail, a mobile sheet, and the Ctrl/Cmd+B shortcut. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ isMobile, open, openMobile, setOpenMobile, toggleSidebar }),
    [isMobile, open, openMobile, toggleSidebar],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider');
  return context;
}

/** The button that opens or closes the sidebar (the same as Ctrl/Cmd+B). */
export function SidebarTrigger({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isMobile, open, openMobile, toggleSidebar } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={cn('text-muted-foreground hover:text-foreground', className)}
      onClick={toggleSidebar}
      aria-label={t('shell.toggleSidebar')}
      aria-expanded={isMobile ? openMobile : open}
      title={`${t('shell.toggleSidebar')} (Ctrl+B)`}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

interface SidebarBodyProps {
  expanded: boolean;
  /** Theme, language and logout: where the top bar is hidden, or in the mobile sheet. */
  showControls: boolean;
  onNavigate?: () => void;
  isSheet?: boolean;
}

function SidebarBody({ expanded, showControls, onNavigate, isSheet = false }: SidebarBodyProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={cn('flex h-full flex-col gap-2 overflow-y-auto py-3', expanded ? 'px-2' : 'px-1.5')}>
      <div className={cn('flex h-10 items-center', expanded ? 'justify-between px-1.5' : 'justify-center')}>
        {expanded && <LogoLink to="/app" />}
        {!expanded && isSheet && <LogoMark />}
        {!isSheet && <SidebarTrigger />}
      </div>
      <nav aria-label={t('nav.sidebar')} className="mt-2 flex-1">
        <TooltipGroup>
          <ul className="flex flex-col gap-1">
            {SIDEBAR_ITEMS.map((item) => {
              const active = isNavItemActive(pathname, item);
              const label = t(item.labelKey);
              return (
                <li key={item.to}>
                  <WithTooltip content={expanded ? null : label}>
                    <Link
                      to={item.to}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex h-10 items-center gap-3 rounded-lg text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                        expanded ? 'px-3' : 'justify-center',
                        active && 'bg-accent text-accent-foreground',
                      )}
                    >
                      <item.icon aria-hidden="true" className="size-4.5 shrink-0" />
                      <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
                    </Link>
                  </WithTooltip>
                </li>
              );
            })}
          </ul>
        </TooltipGroup>
      </nav>
      {showControls && (
        <div
          className={cn(
            'flex border-t border-sidebar-border pt-3',
            expanded ? 'items-center justify-between gap-1 px-1' : 'flex-col items-center gap-1',
          )}
        >
          <div className={cn('flex', expanded ? 'items-center gap-1' : 'flex-col items-center gap-1')}>
            <ThemeSwitch />
            <LanguageSwitch compact={!expanded} />
          </div>
          <SignOutButton compact={!expanded} />
        </div>
      )}
    </div>
  );
}

/** The sidebar: a collapsible rail on desktop, an off-canvas sheet under 768 px (Esc closes it). */
export function AppSidebar({ topBarHidden }: { topBarHidden: boolean }) {
  const { t } = useTranslation();
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          closeLabel={t('shell.closeSidebar')}
          aria-describedby={undefined}
          style={{ width: SIDEBAR_WIDTH_MOBILE, maxWidth: '85vw' }}
        >
          <SheetTitle className="sr-only">{t('shell.sidebar')}</SheetTitle>
          <SidebarBody expanded showControls isSheet onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      aria-label={t('shell.sidebar')}
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className="sticky top-0 h-dvh shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200"
    >
      <SidebarBody expanded={open} showControls={topBarHidden} />
    </aside>
  );
}
