import { useNavigate } from 'react-router';
import { CircleUser, LogOut, Menu } from 'lucide-react';
import { DropdownMenu } from '../../components/ui/DropdownMenu';
import { displayName, roleOf } from '../../entities/session/session-user';
import { useSession } from '../../entities/session/store';
import type { SessionUser } from '../../entities/session/types';

export interface TopBarProps {
  user: SessionUser;
  drawerId: string;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

const iconButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-white hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-300';

/** The top bar: drawer toggle, title, who is signed in with which role, and the account menu. */
export function TopBar({ user, drawerId, drawerOpen, onToggleDrawer }: TopBarProps) {
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 bg-primary-700 px-3 text-white shadow-md shadow-primary-900/20 sm:px-4">
      <button
        type="button"
        className={iconButton}
        aria-label="Toggle navigation menu"
        aria-controls={drawerId}
        aria-expanded={drawerOpen}
        onClick={onToggleDrawer}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <span className="truncate text-lg font-semibold tracking-tight">Dialer Dashboard</span>

      <div className="ml-auto flex min-w-0 items-center gap-3">
        <div className="flex min-w-0 flex-col items-end leading-tight" data-testid="signed-in-user">
          <span className="max-w-48 truncate text-sm font-medium">{displayName(user)}</span>
          <span className="text-[0.7rem] font-semibold tracking-wider text-secondary-200">
            {roleOf(user).toUpperCase()}
          </span>
        </div>
        <DropdownMenu
          label="Account menu"
          triggerClassName={iconButton}
          trigger={<CircleUser className="size-6" aria-hidden="true" />}
          items={[
            {
              label: 'Logout',
              icon: LogOut,
              onSelect: () => {
                logout();
                navigate('/login', { replace: true });
              },
            },
          ]}
        />
      </div>
    </header>
  );
}
