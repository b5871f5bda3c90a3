import { Outlet, useLocation } from 'react-router';
import { isTopBarHidden } from '../route-context';
import { BottomNav } from './bottom-nav';
import { IdeaCapture } from './idea-capture';
import { LogoLink } from './logo';
import { AppSidebar, SidebarProvider, SidebarTrigger } from './sidebar';
import { TopBar } from './top-bar';

/**
 * Layout of every protected page: sidebar, top bar (except on /app and /strategy, whose screens
 * bring their own header), content, the bottom navigation under 768 px, and the idea capture (its
 * shortcut and button) on every page.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const topBarHidden = isTopBarHidden(pathname);
  return (
    <SidebarProvider>
      <div className="flex min-h-dvh">
        <AppSidebar topBarHidden={topBarHidden} />
        <div className="flex min-w-0 flex-1 flex-col">
          {topBarHidden ? (
            // Without the top bar, a phone still needs a way to open the sidebar (the desktop rail has its own).
            <div className="flex h-14 items-center gap-2 border-b px-3 md:hidden">
              <SidebarTrigger />
              <LogoLink to="/app" />
            </div>
          ) : (
            <TopBar />
          )}
          {/* Bottom padding keeps the last content clear of the bottom navigation (phones) and the idea button. */}
          <main id="main-content" tabIndex={-1} className="flex-1 pb-24 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
      <BottomNav />
      <IdeaCapture />
    </SidebarProvider>
  );
}
