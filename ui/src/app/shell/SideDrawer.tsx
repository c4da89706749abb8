import { NavLink } from 'react-router';
import { PhoneCall } from 'lucide-react';
import { roleOf } from '../../entities/session/session-user';
import type { SessionUser } from '../../entities/session/types';
import { cn } from '../../lib/class-names';
import { APP_ROUTES, canOpen, type AppRoute, type MenuGroup } from '../routes';

export interface SideDrawerProps {
  id: string;
  open: boolean;
  user: SessionUser;
  /** Called after a menu item is chosen (the overlaying drawer closes then). */
  onNavigate: () => void;
}

/** The side drawer: 240 px, the role's menu items, the setup group only when it has entries. */
export function SideDrawer({ id, open, user, onNavigate }: SideDrawerProps) {
  const role = roleOf(user);
  const itemsOf = (group: MenuGroup) =>
    APP_ROUTES.filter((route) => route.menu?.group === group && canOpen(route, role));
  const main = itemsOf('main');
  const setup = itemsOf('setup');

  return (
    <aside
      id={id}
      aria-label="Side menu"
      // Closed, it is off screen and out of the tab order and the accessibility tree.
      inert={!open}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-60 flex-col border-r border-slate-200 bg-white',
        'transition-[translate,visibility] duration-200 ease-out',
        open ? 'visible translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-4">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-600 text-secondary-300">
          <PhoneCall className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 leading-tight">
          <p className="truncate font-semibold text-slate-900">Dialer Dashboard</p>
          <p className="text-xs text-slate-500">Enterprise Dialer</p>
        </div>
      </div>

      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
        <MenuList items={main} onNavigate={onNavigate} />
        {setup.length > 0 && (
          <div className="mt-6">
            <h2 id={`${id}-setup`} className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Setup &amp; Configuration
            </h2>
            <MenuList items={setup} labelledBy={`${id}-setup`} onNavigate={onNavigate} />
          </div>
        )}
      </nav>

      {user.organizationName && (
        <p className="truncate border-t border-slate-200 px-5 py-3 text-xs text-slate-500" title={user.organizationName}>
          {user.organizationName}
        </p>
      )}
    </aside>
  );
}

function MenuList({ items, labelledBy, onNavigate }: { items: AppRoute[]; labelledBy?: string; onNavigate: () => void }) {
  return (
    <ul className="space-y-1" aria-labelledby={labelledBy}>
      {items.map(({ path, menu }) =>
        menu ? (
          <li key={path}>
            <NavLink
              to={path}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  isActive
                    ? 'bg-primary-50 text-primary-700 shadow-[inset_3px_0_0] shadow-primary-600'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <menu.icon
                    className={cn(
                      'size-[1.125rem]',
                      isActive ? 'text-primary-600' : 'text-slate-400 group-hover:text-slate-600',
                    )}
                    aria-hidden="true"
                  />
                  {menu.label}
                </>
              )}
            </NavLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}
