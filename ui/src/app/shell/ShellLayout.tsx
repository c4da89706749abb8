import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { roleOf } from '../../entities/session/session-user';
import type { SessionUser } from '../../entities/session/types';
import { cn } from '../../lib/class-names';
import { useMediaQuery } from '../../lib/use-media-query';
import { ScreenBoundary } from '../lazy-page';
import { isFullScreen } from '../routes';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';

// From this width the drawer starts open and sits beside the content, pushing it;
// on narrower screens it would leave no room, so there it overlays the content and starts closed.
const WIDE_ENOUGH = '(min-width: 768px)';
export const DRAWER_ID = 'app-drawer';

export function ShellLayout({ user }: { user: SessionUser }) {
  const wide = useMediaQuery(WIDE_ENOUGH);
  const [open, setOpen] = useState(wide);
  const overlay = !wide;
  const location = useLocation();

  // Escape closes the overlaying drawer as it would any other layer on top of the page.
  useEffect(() => {
    if (!overlay || !open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlay, open]);

  if (isFullScreen(location.pathname, roleOf(user))) {
    return (
      <main className="min-h-full">
        <ScreenBoundary resetKey={location.pathname}>
          <Outlet />
        </ScreenBoundary>
      </main>
    );
  }

  return (
    <div className="min-h-full">
      <SideDrawer id={DRAWER_ID} open={open} user={user} onNavigate={() => overlay && setOpen(false)} />
      {overlay && open && (
        <div className="fixed inset-0 z-30 bg-slate-900/40" aria-hidden="true" onClick={() => setOpen(false)} />
      )}
      <div
        className={cn(
          'flex min-h-full flex-col transition-[margin] duration-200 ease-out',
          open && !overlay && 'ml-60',
        )}
      >
        <TopBar user={user} drawerId={DRAWER_ID} drawerOpen={open} onToggleDrawer={() => setOpen((was) => !was)} />
        <main className="flex-1 px-6 py-8 lg:px-8">
          <div className="mx-auto max-w-6xl">
            <ScreenBoundary resetKey={location.pathname}>
              <Outlet />
            </ScreenBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
